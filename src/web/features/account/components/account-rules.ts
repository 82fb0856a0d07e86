import type { AddressInput, ProfileInput } from '@shared/account/account';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import type { FormValues } from '@web/lib/use-schema-form';

// The shared schemas the API checks (same messages), loaded when a form is first used.
const schemas = () => import('@shared/account/account');

export type ProfileValues = FormValues<ProfileInput>;
export type AddressValues = FormValues<Omit<AddressInput, 'isDefault'>> & { isDefault: boolean };

export const profileRules = lazyZodResolver<ProfileValues, ProfileInput>(() =>
  schemas().then((m) => m.profileSchema),
);
export const addressRules = lazyZodResolver<AddressValues, AddressInput>(() =>
  schemas().then((m) => m.addressSchema),
);
