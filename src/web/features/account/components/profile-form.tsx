import type { Account, AccountProfile, ProfileInput } from '@shared/account/account';
import { formatGhanaPhone, normalisePhone } from '@shared/phone';
import { QueuedNotice } from '@web/components/form/queued-notice';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useUpdateProfile } from '../api/update-profile';
import { type ProfileValues, profileRules } from './account-rules';

/** The phone as it will be saved, or why not, under the field while the shopper types. */
function phoneHint(typed: string): string {
  if (!typed.trim()) return 'Optional. Any Ghana format: 024 412 3456, +233 24 412 3456…';
  const phone = normalisePhone(typed);
  return phone?.startsWith('+233')
    ? `Saved as ${formatGhanaPhone(phone)}`
    : 'Any Ghana format: 024 412 3456, +233 24 412 3456…';
}

/** Name and phone on /account (the e-mail is the sign-in, shown but not changed here). */
export function ProfileForm({ profile }: { profile: AccountProfile }) {
  const update = useUpdateProfile();
  const { form, field, onSubmit, isSubmitting } = useSchemaForm<ProfileValues, ProfileInput, Account>({
    rules: profileRules,
    defaultValues: { name: profile.name, phone: profile.phone ? formatGhanaPhone(profile.phone) : '' },
    draft: { key: 'account:profile' },
    queued: update.queued,
    send: update.mutateAsync,
    onSuccess: (account) =>
      form.reset({
        name: account.profile.name,
        phone: account.profile.phone ? formatGhanaPhone(account.profile.phone) : '',
      }),
    messages: {
      successTitle: 'Profile saved',
      success: 'Checkout will use these details.',
      failureTitle: 'Error',
      failure: 'Your profile could not be saved. Please try again.',
    },
  });
  const typedPhone = form.watch('phone');

  return (
    <form
      onSubmit={onSubmit}
      onFocus={profileRules.preload}
      noValidate
      aria-label="Profile"
      className="flex flex-col gap-4"
    >
      <TextField label="Full name" required autoComplete="name" maxLength={100} {...field('name')} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="024 412 3456"
        maxLength={30}
        hint={phoneHint(typedPhone)}
        {...field('phone')}
      />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-stone-800">Email address</span>
        <p className="break-all text-sm text-stone-700" data-testid="account-email">
          {profile.email}
        </p>
      </div>
      <QueuedNotice queued={update.queued} />
      <div>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
