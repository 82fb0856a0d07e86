import { z } from 'zod';
import { newPassword } from '../auth/schemas';
import { GHANA_REGIONS, type GhanaRegion } from '../ghana-regions';
import { gpsAddressField } from '../orders/delivery-place';
import { normalisePhone } from '../phone';

export const ADDRESS_NOT_FOUND_MESSAGE = 'This address is not in your account.';

export const ACCOUNT_LIMITS = {
  name: 100,
  phone: 30,
  city: 100,
  street: 200,
  landmark: 200,
  gps: 20,
} as const;

const text = (max: number, blank: string, label: string) =>
  z.string({ error: blank }).trim().min(1, blank).max(max, `${label} can be at most ${max} characters.`);

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

const PHONE_MESSAGE = 'Please enter a Ghana phone number, like 024 412 3456 or +233 24 412 3456.';

/** PUT /api/account/profile. The phone is optional; given, it is stored as +233 and nine digits. */
export const profileSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(2, 'Please enter your name (at least 2 characters).')
    .max(ACCOUNT_LIMITS.name, `Your name can be at most ${ACCOUNT_LIMITS.name} characters.`),
  phone: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .max(ACCOUNT_LIMITS.phone, PHONE_MESSAGE)
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const phone = normalisePhone(value);
      if (!phone?.startsWith('+233')) {
        context.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone;
    }),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** POST /api/account/addresses and PUT /api/account/addresses/:id. */
export const addressSchema = z.object({
  region: z.enum(GHANA_REGIONS.values, { error: 'Please choose a region.' }),
  city: text(ACCOUNT_LIMITS.city, 'Please enter your city or town.', 'City or town'),
  street: text(ACCOUNT_LIMITS.street, 'Please enter the street and house.', 'Street'),
  landmark: optionalText(ACCOUNT_LIMITS.landmark, 'Landmark'),
  gpsAddress: gpsAddressField,
  /** Make this the default address (the one checkout fills in). Absent or false: unchanged. */
  isDefault: z.boolean({ error: 'isDefault must be true or false.' }).optional(),
});
export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;

/** POST /api/auth/change-password as the account page sends it (better-auth's endpoint). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.'),
    newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your new password.'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export interface SavedAddress {
  id: string;
  region: GhanaRegion;
  city: string;
  street: string;
  landmark: string | null;
  /** GA-183-8164, upper-case. */
  gpsAddress: string | null;
  isDefault: boolean;
}

export interface AccountProfile {
  name: string;
  email: string;
  /** +233 and nine digits, or null. */
  phone: string | null;
  /** When the shopper last saved the profile (ISO); null: the name is sign-up's placeholder. */
  savedAt: string | null;
}

/** GET /api/account, and the answer of every change under /api/account. The default address first. */
export interface Account {
  profile: AccountProfile;
  addresses: SavedAddress[];
}
