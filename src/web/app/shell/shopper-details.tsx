import { useAccount } from '@web/features/account/api/get-account';
import { useSession } from '@web/features/auth/api/get-session';
import { type ShopperDetails, ShopperDetailsProvider } from '@web/lib/prefill';
import { type ReactNode, useMemo } from 'react';

/**
 * Gives every form of the shop the signed-in shopper's saved profile and default address, for
 * `usePrefill` (web/lib/prefill.ts, docs/decisions/039). Guests get null; nothing is fetched for them.
 */
export function ShopperDetailsFromAccount({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const account = useAccount({ enabled: user !== null });
  const data = user ? account.data : undefined;
  const details = useMemo<ShopperDetails | null>(
    () =>
      data ? { ...data.profile, address: data.addresses.find((address) => address.isDefault) ?? null } : null,
    [data],
  );
  return <ShopperDetailsProvider value={details}>{children}</ShopperDetailsProvider>;
}
