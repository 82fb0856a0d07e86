import {
  PAYOUT_ACCOUNT_TYPE_LABELS,
  PAYOUT_ACCOUNT_TYPES,
  type PayoutAccountType,
} from '@shared/payouts/payout-words';
import type { PayoutAccountInput, PayoutAccountView } from '@shared/payouts/payouts';
import { ChoiceGroup } from '@web/components/form/choice-group';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { usePayoutBanks } from '../api/list-payout-banks';
import { useSavePayoutAccount } from '../api/save-payout-account';
import { type PayoutAccountValues, payoutAccountRules } from './payout-account-rules';

const TYPE_OPTIONS = PAYOUT_ACCOUNT_TYPES.map((type) => ({
  value: type,
  label: PAYOUT_ACCOUNT_TYPE_LABELS[type],
}));

/** The words of each kind of account: what the provider is called, and its number. */
const WORDS: Record<PayoutAccountType, { provider: string; choose: string; number: string; hint: string }> = {
  mobile_money: {
    provider: 'Network',
    choose: 'Choose your network',
    number: 'Mobile money number',
    hint: 'The number your wallet is registered on, e.g. 024 123 4567.',
  },
  ghipss: {
    provider: 'Bank',
    choose: 'Choose your bank',
    number: 'Account number',
    hint: 'We check the account with your bank and use the name the bank holds.',
  },
};

/**
 * Where the vendor is paid: mobile money (MTN MoMo, Telecel Cash, AT Money) or a bank account in
 * Ghana, checked with the payment provider before it is saved.
 */
export function PayoutAccountForm({
  account,
  onSaved,
  onCancel,
}: {
  account: PayoutAccountView | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const save = useSavePayoutAccount();
  const { form, field, onSubmit, isSubmitting } = useSchemaForm<PayoutAccountValues, PayoutAccountInput>({
    rules: payoutAccountRules,
    defaultValues: {
      type: account?.type ?? 'mobile_money',
      bankCode: account?.bankCode ?? '',
      accountNumber: '',
      accountName: account?.accountName ?? '',
    },
    send: (values) => save.mutateAsync(values),
    onSuccess: onSaved,
    messages: {
      successTitle: 'Payout account saved',
      failureTitle: 'Error',
      failure: 'The payout account could not be saved. Please try again.',
    },
    refusals: [400, 429, 502],
  });
  const type = (form.watch('type') || 'mobile_money') as PayoutAccountType;
  const banks = usePayoutBanks(type);
  const words = WORDS[type];

  return (
    <form
      onSubmit={onSubmit}
      onFocus={payoutAccountRules.preload}
      noValidate
      aria-label="Payout account"
      className="flex flex-col gap-4"
    >
      <ChoiceGroup
        legend="Where should we pay you?"
        type="radio"
        required
        options={TYPE_OPTIONS}
        {...field('type', {
          onChange: () => form.setValue('bankCode', ''),
        })}
      />
      <SelectField
        label={words.provider}
        required
        placeholder={banks.isPending ? 'Loading…' : words.choose}
        options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
        hint={banks.isError ? 'The list could not be loaded. Please reload the page.' : undefined}
        {...field('bankCode')}
      />
      <TextField
        label={words.number}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        hint={words.hint}
        {...field('accountNumber')}
      />
      <TextField
        label="Name on the account"
        required
        maxLength={100}
        autoComplete="name"
        {...field('accountName')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Checking…' : 'Save payout account'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
