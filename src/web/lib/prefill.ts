import type { AccountProfile, SavedAddress } from '@shared/account/account';
import { addressLine } from '@shared/account/address-line';
import type { GhanaRegion } from '@shared/ghana-regions';
import { formatGhanaPhone } from '@shared/phone';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** What a signed-in shopper saved on /account: their profile and default address (or none). */
export interface ShopperDetails extends AccountProfile {
  address: SavedAddress | null;
}

const ShopperDetailsContext = createContext<ShopperDetails | null>(null);

/** Given by the shop's shell for a signed-in shopper (app/shell/shopper-details.tsx); null for guests. */
export const ShopperDetailsProvider = ShopperDetailsContext.Provider;

/** The signed-in shopper's saved details, once loaded; null for guests. */
export function useShopperDetails(): ShopperDetails | null {
  return useContext(ShopperDetailsContext);
}

/** The saved details as the forms' fields want them: text, or null when not saved. */
export interface PrefillValues {
  /** null until the shopper saved the profile: sign-up's placeholder name is no one's name. */
  name: string | null;
  email: string;
  /** +233 24 412 3456 */
  phone: string | null;
  /** The default address on one line (forms with a single address field). */
  address: string | null;
  street: string | null;
  landmark: string | null;
  /** GhanaPost GPS address (GA-183-8164). */
  gpsAddress: string | null;
  city: string | null;
  region: GhanaRegion | null;
}

export function prefillValues(details: ShopperDetails): PrefillValues {
  const saved = details.address;
  return {
    name: details.savedAt ? details.name : null,
    email: details.email,
    phone: details.phone && formatGhanaPhone(details.phone),
    address: saved && addressLine(saved),
    street: saved && [saved.street, saved.gpsAddress].filter(Boolean).join(', '),
    landmark: saved?.landmark ?? null,
    gpsAddress: saved?.gpsAddress ?? null,
    city: saved?.city ?? null,
    region: saved?.region ?? null,
  };
}

/** The saved details a form takes, by its field names (`usePrefill`'s `pick`). */
export type Picked<Name extends string> = { [Field in Name]?: string | null | undefined };

/**
 * Fills a react-hook-form form's empty fields from the shopper's saved details (docs/decisions/039).
 * `pick` maps them onto the form's field names, e.g. `(saved) => ({ fullName: saved.name, city:
 * saved.city })`. What the shopper typed is never overwritten (see `usePrefillFields`).
 */
export function usePrefill<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setValue'>,
  pick: (saved: PrefillValues) => Picked<Path<Values>>,
): void {
  usePrefillFields(pick, (name, value) => {
    const current = form.getValues(name) as unknown;
    if (typeof current === 'string' && current.trim() !== '') return;
    form.setValue(name, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
  });
}

/**
 * The same for a form that keeps its values itself: `fill(name, value)` is called at most once per
 * field, when the details have arrived and the field has a saved value, and must leave the field
 * alone when it is not empty. Once a field was offered, it is never filled again (a field the
 * shopper cleared stays clear when the details load again).
 */
export function usePrefillFields<Name extends string>(
  pick: (saved: PrefillValues) => Picked<Name>,
  fill: (name: Name, value: string) => void,
): void {
  const details = useShopperDetails();
  const latest = useRef({ pick, fill });
  latest.current = { pick, fill };
  const offered = useRef(new Set<string>());

  useEffect(() => {
    if (!details) return;
    const picked = latest.current.pick(prefillValues(details));
    for (const name of Object.keys(picked) as Name[]) {
      const value = picked[name];
      if (!value || offered.current.has(name)) continue;
      offered.current.add(name);
      latest.current.fill(name, value);
    }
  }, [details]);
}
