import { Navigate, useParams, type RouteObject } from 'react-router';
import { funderPath, ROUTES } from '@grantpilot/shared/constants';
import { ANALYSIS_COMPARE_ROUTE, ANALYSIS_ROUTE } from '../lib/analyses/analysis-paths';
import { DOCUMENT_ROUTE } from '../lib/documents/document-paths';
import { LandingPage } from '../features/landing/landing-page';
import { ProtectedRoute, SignedInPageFallback } from './guards/protected-route';
import { PublicOnlyRoute } from './guards/public-only-route';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A funder's page lived under applications before funders had their own section. */
function OldFunderAddress() {
  const { funderId = '' } = useParams();
  return <Navigate to={funderPath(funderId)} replace />;
}

/**
 * Seed §2's route table. The landing page is in the first bundle; every other page is its own
 * chunk, so a visitor never downloads the signed-in app (its layout and pages load behind the
 * guard) and a signed-in page never runs the sign-in forms' code (react-hook-form). The sign-in
 * pages' HTML preloads their chunk beside the first bundle (decision 049).
 */
const signedInPages: RouteObject[] = [
  {
    path: ROUTES.dashboard,
    lazy: () => import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: ROUTES.projects,
    lazy: () => import('../features/projects/projects-page').then((m) => ({ Component: m.ProjectsPage })),
  },
  {
    path: ROUTES.newProject,
    lazy: () => import('../features/projects/new-project-page').then((m) => ({ Component: m.NewProjectPage })),
  },
  {
    path: ROUTES.project,
    lazy: () => import('../features/projects/project-page').then((m) => ({ Component: m.ProjectPage })),
  },
  {
    path: ROUTES.applications,
    lazy: () => import('../features/applications/applications-page').then((m) => ({ Component: m.ApplicationsPage })),
  },
  {
    path: ROUTES.newApplication,
    lazy: () =>
      import('../features/applications/new-application-page').then((m) => ({ Component: m.NewApplicationPage })),
  },
  {
    path: ROUTES.application,
    lazy: () => import('../features/applications/application-page').then((m) => ({ Component: m.ApplicationPage })),
  },
  {
    path: ROUTES.funders,
    lazy: () => import('../features/funders/funders-page').then((m) => ({ Component: m.FundersPage })),
  },
  {
    path: ROUTES.funder,
    lazy: () => import('../features/funders/funder-page').then((m) => ({ Component: m.FunderPage })),
  },
  { path: ROUTES.oldFunder, Component: OldFunderAddress },
  {
    path: ROUTES.grantDocuments,
    lazy: () =>
      import('../features/grant-documents/grant-documents-page').then((m) => ({ Component: m.GrantDocumentsPage })),
  },
  {
    path: DOCUMENT_ROUTE,
    lazy: () => import('../features/grant-documents/document-page').then((m) => ({ Component: m.DocumentPage })),
  },
  {
    path: ROUTES.grantAnalysis,
    lazy: () =>
      import('../features/grant-analysis/grant-analysis-page').then((m) => ({ Component: m.GrantAnalysisPage })),
  },
  {
    // Before the result page, so "compare" is not read as an analysis id.
    path: ANALYSIS_COMPARE_ROUTE,
    lazy: () => import('../features/grant-analysis/compare-page').then((m) => ({ Component: m.AnalysisComparePage })),
  },
  {
    path: ANALYSIS_ROUTE,
    lazy: () => import('../features/grant-analysis/analysis-page').then((m) => ({ Component: m.AnalysisPage })),
  },
  { path: ROUTES.grantAnswers, element: <Navigate to={ROUTES.dashboard} replace /> },
  {
    path: ROUTES.settings,
    lazy: () => import('../features/settings/settings-layout').then((m) => ({ Component: m.SettingsLayout })),
    children: [
      { index: true, element: <Navigate to={ROUTES.settingsProfile} replace /> },
      {
        path: ROUTES.settingsProfile,
        lazy: () =>
          import('../features/settings/pages/profile-settings-page').then((m) => ({
            Component: m.ProfileSettingsPage,
          })),
      },
      {
        path: ROUTES.settingsAccount,
        lazy: () =>
          import('../features/settings/pages/account-settings-page').then((m) => ({
            Component: m.AccountSettingsPage,
          })),
      },
      {
        path: ROUTES.settingsNotifications,
        lazy: () =>
          import('../features/settings/pages/notification-settings-page').then((m) => ({
            Component: m.NotificationSettingsPage,
          })),
      },
      {
        path: ROUTES.settingsOrganization,
        lazy: () =>
          import('../features/settings/pages/organization-settings-page').then((m) => ({
            Component: m.OrganizationSettingsPage,
          })),
      },
      {
        path: ROUTES.settingsCalendar,
        lazy: () =>
          import('../features/settings/pages/calendar-settings-page').then((m) => ({
            Component: m.CalendarSettingsPage,
          })),
      },
    ],
  },
  {
    path: ROUTES.support,
    lazy: () => import('../features/support/support-page').then((m) => ({ Component: m.SupportPage })),
  },
  {
    path: ROUTES.helpArticle,
    lazy: () => import('../features/support/help-article-page').then((m) => ({ Component: m.HelpArticlePage })),
  },
  {
    path: ROUTES.supportTicket,
    lazy: () => import('../features/support/ticket-page').then((m) => ({ Component: m.TicketPage })),
  },
  { path: ROUTES.team, lazy: () => import('../features/team/team-page').then((m) => ({ Component: m.TeamPage })) },
  {
    // Instance administration: its layout shows the not-found page to anyone without the role.
    path: ROUTES.admin,
    lazy: () => import('../features/admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
    children: [
      {
        index: true,
        lazy: () => import('../features/admin/users-page').then((m) => ({ Component: m.AdminUsersPage })),
      },
      {
        path: ROUTES.adminOrganizations,
        lazy: () =>
          import('../features/admin/organizations-page').then((m) => ({ Component: m.AdminOrganizationsPage })),
      },
      {
        path: ROUTES.adminOrganization,
        lazy: () => import('../features/admin/organization-page').then((m) => ({ Component: m.AdminOrganizationPage })),
      },
      {
        path: ROUTES.adminHealth,
        lazy: () => import('../features/admin/health-page').then((m) => ({ Component: m.AdminHealthPage })),
      },
      {
        path: ROUTES.adminSupport,
        lazy: () => import('../features/support/support-queue-page').then((m) => ({ Component: m.SupportQueuePage })),
      },
      {
        path: ROUTES.adminSupportTicket,
        lazy: () => import('../features/support/queue-ticket-page').then((m) => ({ Component: m.QueueTicketPage })),
      },
    ],
  },
];

/** Test-only pages; Vite drops this branch (and the chunk it imports) from production builds. */
const testPages: RouteObject[] =
  import.meta.env.VITE_E2E_HOOKS === 'true'
    ? [
        { path: '/e2e/crash', lazy: () => import('./e2e/crash-page').then((m) => ({ Component: m.CrashPage })) },
        {
          element: <ProtectedRoute requireEmailVerification />,
          children: [
            {
              path: '/e2e/verified-only',
              lazy: () => import('./e2e/verified-only-page').then((m) => ({ Component: m.VerifiedOnlyPage })),
            },
          ],
        },
      ]
    : [];

/**
 * The pages that read the API, under the layout that brings the query client (decision 035):
 * everything but the landing, sign-in and create-account pages.
 */
const dataPages: RouteObject[] = [
  {
    path: ROUTES.forgotPassword,
    lazy: () =>
      import('../features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: ROUTES.resetPassword,
    lazy: () => import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: ROUTES.emailVerified,
    lazy: () => import('../features/auth/pages/email-verified-page').then((m) => ({ Component: m.EmailVerifiedPage })),
  },
  {
    path: ROUTES.authAction,
    lazy: () => import('../features/auth/pages/auth-action-page').then((m) => ({ Component: m.AuthActionPage })),
  },
  {
    path: ROUTES.verifyEmail,
    lazy: () => import('../features/auth/pages/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    element: <ProtectedRoute />,
    children: [
      {
        lazy: () => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout })),
        children: signedInPages,
      },
    ],
  },
  ...testPages,
  { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];

/**
 * The landing page is also rendered at build time (prerender.tsx renders the same root layout and
 * page) and hydrated: keep it the root layout's first page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: ROUTES.landing, Component: LandingPage },
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            path: ROUTES.login,
            lazy: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: ROUTES.register,
            lazy: () => import('../features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
          },
        ],
      },
      {
        // While the router loads the code of a page behind the guard (decision 044).
        HydrateFallback: SignedInPageFallback,
        lazy: () =>
          import('./data-layout').then((m) => {
            m.prefetchFirstScreen();
            return { Component: m.DataLayout };
          }),
        children: dataPages,
      },
    ],
  },
];
