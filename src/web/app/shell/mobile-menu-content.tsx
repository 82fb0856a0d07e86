import { CategoryGrid } from '@web/features/catalogue/components/category-grid';
import { ArrowRight, Home, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ALL_CATEGORIES_HREF, MAIN_NAV, MOBILE_CATEGORY_TILES } from './nav-links';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-3 text-base font-semibold ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100'
  }`;

/**
 * The phone menu's content: the nav links and Track a request, 6 category tiles, View All
 * Categories, then `account`. In the menu's sheet, and in the <details> the server draws before the
 * page's scripts have run (header.tsx).
 */
export function MobileMenuContent({ account }: { account?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 px-3 py-4">
      <nav aria-label="Main">
        <ul className="flex flex-col gap-0.5">
          <li>
            <NavLink to="/" end className={navLinkClass}>
              <Home className="size-5 text-brand-700" aria-hidden="true" />
              Home
            </NavLink>
          </li>
          {MAIN_NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} className={navLinkClass}>
                <Icon className="size-5 text-brand-700" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/track" className={navLinkClass}>
              <Search className="size-5 text-brand-700" aria-hidden="true" />
              Track a request
            </NavLink>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="mobile-categories-heading" className="flex flex-col gap-3 px-1">
        <h2
          id="mobile-categories-heading"
          className="text-xs font-bold tracking-wider text-brand-700 uppercase"
        >
          Categories
        </h2>
        <CategoryGrid limit={MOBILE_CATEGORY_TILES} layout="stacked" className="grid grid-cols-2 gap-2.5" />
        <Link
          to={ALL_CATEGORIES_HREF}
          className="inline-flex items-center justify-between rounded-lg border border-stone-200 px-3 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          View All Categories
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </section>

      {account}
    </div>
  );
}
