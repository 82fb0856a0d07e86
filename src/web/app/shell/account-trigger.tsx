import { ChevronDown } from 'lucide-react';

/** The look of the account menu's button, shared by the light placeholder and the real trigger. */
export const accountTriggerClass =
  'inline-flex h-10 items-center gap-1.5 rounded-lg pr-2 pl-1 text-sm font-semibold text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100';

export function accountMenuLabel(email: string): string {
  return `Account menu for ${email}`;
}

/** The signed-in person's initial, their email on wide screens, and a chevron. */
export function AccountTriggerContent({ email }: { email: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white uppercase"
      >
        {email.charAt(0) || '?'}
      </span>
      <span className="hidden max-w-52 truncate lg:inline">{email}</span>
      <ChevronDown className="size-4 text-stone-500" aria-hidden="true" />
    </>
  );
}
