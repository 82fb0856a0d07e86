import type { ReactNode } from 'react';

function Badge({ label, background, children }: { label: string; background: string; children: ReactNode }) {
  return (
    <li>
      <svg
        viewBox="0 0 60 38"
        width="60"
        height="38"
        role="img"
        aria-label={label}
        className="block h-8 w-auto rounded-md shadow-sm ring-1 ring-black/10 sm:h-9"
      >
        <title>{label}</title>
        <rect width="60" height="38" rx="5" fill={background} />
        {children}
      </svg>
    </li>
  );
}

const font = 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

/**
 * Only what the checkout takes: Visa and Mastercard cards and the three mobile-money brands (with
 * their 2024 names), drawn inline (no external images).
 */
export function PaymentBadges() {
  return (
    <ul className="flex flex-wrap items-center gap-1.5 sm:gap-2" aria-label="Payment methods we accept">
      <Badge label="Visa" background="#ffffff">
        <text
          x="30"
          y="25"
          textAnchor="middle"
          fontFamily={font}
          fontSize="17"
          fontWeight="900"
          fontStyle="italic"
          fill="#1a1f71"
          letterSpacing="0.5"
        >
          VISA
        </text>
      </Badge>
      <Badge label="Mastercard" background="#ffffff">
        <circle cx="24" cy="19" r="10" fill="#eb001b" />
        <circle cx="36" cy="19" r="10" fill="#f79e1b" />
        <path d="M30 11a10 10 0 0 1 0 16a10 10 0 0 1 0-16z" fill="#ff5f00" />
      </Badge>
      <Badge label="MTN MoMo" background="#ffcc00">
        <text x="30" y="17" textAnchor="middle" fontFamily={font} fontSize="11" fontWeight="900" fill="#111">
          MTN
        </text>
        <text
          x="30"
          y="29"
          textAnchor="middle"
          fontFamily={font}
          fontSize="9"
          fontWeight="700"
          fill="#004f71"
        >
          MoMo
        </text>
      </Badge>
      <Badge label="Telecel Cash" background="#e4002b">
        <text
          x="30"
          y="17"
          textAnchor="middle"
          fontFamily={font}
          fontSize="10"
          fontWeight="800"
          fill="#ffffff"
        >
          telecel
        </text>
        <text
          x="30"
          y="29"
          textAnchor="middle"
          fontFamily={font}
          fontSize="9"
          fontWeight="700"
          fill="#ffffff"
        >
          Cash
        </text>
      </Badge>
      <Badge label="AT Money" background="#ffffff">
        <text
          x="30"
          y="18"
          textAnchor="middle"
          fontFamily={font}
          fontSize="13"
          fontWeight="900"
          fill="#0033a1"
        >
          AT
        </text>
        <text
          x="30"
          y="30"
          textAnchor="middle"
          fontFamily={font}
          fontSize="8.5"
          fontWeight="700"
          fill="#e4002b"
        >
          Money
        </text>
      </Badge>
    </ul>
  );
}
