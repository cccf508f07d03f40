import { z } from 'zod';
import { ORGANIZATION_ROLES } from '@grantpilot/shared/organization-roles';

export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter an email address, like name@example.org')),
  role: z.enum(ORGANIZATION_ROLES),
});
export type InviteValues = z.input<typeof inviteSchema>;
