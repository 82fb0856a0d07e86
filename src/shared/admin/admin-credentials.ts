import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/schemas';

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

const adminPassword = z
  .string()
  .min(ADMIN_PASSWORD_MIN_LENGTH, 'Admin passwords must be at least 12 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password must be at most 128 characters');

// Admins sign in by username; the username plugin's rules (lower-cased on save).
export const adminCredentialsSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_.]{3,30}$/, 'Username: 3 to 30 letters, digits, dots or underscores'),
  password: adminPassword,
});
export type AdminCredentialsInput = z.input<typeof adminCredentialsSchema>;

/** The admin sign-in form: both fields required, any length (the server says if they are wrong). */
export const adminSignInSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type AdminSignInInput = z.infer<typeof adminSignInSchema>;

/** An admin changes their own password: the current one, then the new one twice. */
export const changeOwnPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: adminPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangeOwnPasswordInput = z.infer<typeof changeOwnPasswordSchema>;

/** POST /api/admin/admins (201). */
export interface CreatedAdmin {
  username: string;
}

/** GET /api/admin/admins. */
export interface AdminListResponse {
  admins: { id: string; username: string; createdAt: string }[];
}
