import { z } from 'zod';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '@grantpilot/shared/constants';

const email = z.string().trim().min(1, 'Enter your email address').email('Enter a valid email address');
// The service may demand more; its answer then names the rule beside the field.
const newPassword = z
  .string()
  .min(DEFAULT_PASSWORD_MIN_LENGTH, `Password must be at least ${DEFAULT_PASSWORD_MIN_LENGTH} characters`);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email,
  password: newPassword,
});
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
