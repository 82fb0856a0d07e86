import { cn } from '@web/lib/cn';
import { SITE_NAME } from '@web/lib/site';
import { Link } from 'react-router';

/** The mark: a gold shopping bag carrying the black star, on the flag's green. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={cn('size-9 shrink-0', className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#006b3f" />
      <path
        d="M12.4 11.5V10.4a3.6 3.6 0 0 1 7.2 0v1.1"
        fill="none"
        stroke="#fcd116"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M8.6 11.5h14.8l-1.3 13a2.2 2.2 0 0 1-2.2 2H12.1a2.2 2.2 0 0 1-2.2-2z" fill="#fcd116" />
      <path
        d="M16 15 L17.12 18.06 L20.37 18.18 L17.81 20.19 L18.7 23.32 L16 21.5 L13.3 23.32 L14.19 20.19 L11.63 18.18 L14.88 18.06Z"
        fill="#14120f"
      />
    </svg>
  );
}

export interface LogoProps {
  /** Light text for dark backgrounds (the footer). */
  tone?: 'dark' | 'light';
  className?: string;
  /** Classes of the wordmark, e.g. to hide it where the header has no room (the mark stays). */
  wordmarkClassName?: string;
}

/** Mark and wordmark, linking home. */
export function Logo({ tone = 'dark', className, wordmarkClassName }: LogoProps) {
  return (
    <Link
      to="/"
      className={cn('inline-flex items-center gap-2 rounded-lg', className)}
      aria-label={`${SITE_NAME} home`}
    >
      <LogoMark />
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-brand-900' : 'text-white',
          wordmarkClassName,
        )}
      >
        {SITE_NAME}
      </span>
    </Link>
  );
}
