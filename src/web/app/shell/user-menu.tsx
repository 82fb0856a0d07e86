import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import type { SessionUser } from '@web/features/auth/api/get-session';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { useMyVendorProfile } from '@web/features/vendors/api/get-my-vendor-profile';
import { Bike, Heart, LogOut, Package, Store, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { AccountTriggerContent, accountMenuLabel, accountTriggerClass } from './account-trigger';

export interface UserMenuProps {
  user: SessionUser;
  /** Open as soon as it mounts (the header loads this menu on the first click of its button). */
  defaultOpen?: boolean;
}

/** The signed-in person's menu: their email, My deliveries (a rider), My orders, My wishlist, My account, the seller center for a verified vendor's member, and Sign Out. */
export function UserMenu({ user, defaultOpen = false }: UserMenuProps) {
  const signOut = useSignOut();
  // A member of a verified vendor reaches the seller center from here (docs/decisions/066).
  const vendor = useMyVendorProfile();
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger className={accountTriggerClass} aria-label={accountMenuLabel(user.email)}>
        <AccountTriggerContent email={user.email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          Signed in as
          <span className="block truncate text-sm font-semibold text-stone-900">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.role === 'rider' ? (
          <DropdownMenuItem asChild>
            <Link to="/rider">
              <Bike aria-hidden="true" />
              My deliveries
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/orders">
            <Package aria-hidden="true" />
            My orders
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/wishlist">
            <Heart aria-hidden="true" />
            My wishlist
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden="true" />
            My account
          </Link>
        </DropdownMenuItem>
        {vendor.data?.status === 'verified' ? (
          <DropdownMenuItem asChild>
            <Link to="/seller/listings">
              <Store aria-hidden="true" />
              Seller center
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
