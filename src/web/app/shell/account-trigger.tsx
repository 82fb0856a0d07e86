import { ChevronDown } from 'lucide-react';

/** The look of the account menu's button, shared by the light placeholder and the real trigger. */
export const accountTriggerClass =
  'inline-flex h-10 items-center gap-1.5 rounded-lg px-1 text-sm sm:pr-2 font-semibold text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100';

export function accountMenuLabel(email: string): string {
  return `Account menu for ${email}`;
}

/** The signed-in person's initial, their email on wide screens, and a chevron (not on phones). */
export function AccountTriggerContent({ email }: { email: string }) {
  return (
    <>
      {/* The initial is drawn by CSS, not written: the button's visible words are then the email alone,
          which its name contains (WCAG 2.5.3, label in name). */}
      <span
        aria-hidden="true"
        data-initial={email.charAt(0) || '?'}
        className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white uppercase before:content-[attr(data-initial)]"
      />
      <span className="hidden max-w-52 truncate lg:inline">{email}</span>
      {/* No room on a phone: the avatar alone is the button there. */}
      <ChevronDown className="hidden size-4 text-stone-500 sm:block" aria-hidden="true" />
    </>
  );
}
