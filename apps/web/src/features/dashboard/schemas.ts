import { z } from 'zod';

export const organizationNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'The name must be at least 2 characters')
    .max(120, 'The name must be at most 120 characters'),
});
export type OrganizationNameValues = z.infer<typeof organizationNameSchema>;
