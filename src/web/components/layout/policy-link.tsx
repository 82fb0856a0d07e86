import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type PolicyPath = '/terms' | '/privacy' | '/returns';

/**
 * A link to one of the shop's policies from a form's fine print. It opens in a new tab, so that
 * reading the terms never loses what the shopper typed (a dialog would close, a form would reset).
 */
export function PolicyLink({ to, children }: { to: PolicyPath; children: ReactNode }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}
