import {
  FileSearch,
  FileText,
  FolderKanban,
  Inbox,
  Files,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ADMIN_ROLE, ROUTES } from '@grantpilot/shared/constants';

/**
 * The navigation labels of the seed's route table (seed §2), Funders beside Applications, and
 * Admin for instance administrators (`role`: shown only to those holding it).
 */
export const NAV_ITEMS: { label: string; to: string; icon: LucideIcon; role?: string }[] = [
  { label: 'Dashboard', to: ROUTES.dashboard, icon: LayoutDashboard },
  { label: 'Projects', to: ROUTES.projects, icon: FolderKanban },
  { label: 'Applications', to: ROUTES.applications, icon: FileText },
  { label: 'Funders', to: ROUTES.funders, icon: Landmark },
  { label: 'Grant Documents', to: ROUTES.grantDocuments, icon: Files },
  { label: 'Grant Analysis', to: ROUTES.grantAnalysis, icon: FileSearch },
  { label: 'Team', to: ROUTES.team, icon: Users },
  { label: 'Support', to: ROUTES.support, icon: LifeBuoy },
  { label: 'Settings', to: ROUTES.settings, icon: Settings },
  { label: 'Admin', to: ROUTES.admin, icon: ShieldCheck, role: ADMIN_ROLE },
];

/**
 * What only instance administrators (the token's `admin` role) see. The instance administration
 * (/admin) may gather these under one entry.
 */
export const INSTANCE_ADMIN_NAV_ITEMS: typeof NAV_ITEMS = [
  { label: 'Support queue', to: ROUTES.adminSupport, icon: Inbox },
];
