import type { PayoutAccountInput } from '@shared/payouts/payouts';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import type { FormValues } from '@web/lib/use-schema-form';

export type PayoutAccountValues = FormValues<PayoutAccountInput>;

// The shared schema the API checks (same messages), loaded when the form is first used.
export const payoutAccountRules = lazyZodResolver<PayoutAccountValues, PayoutAccountInput>(() =>
  import('@shared/payouts/payouts').then((m) => m.payoutAccountSchema),
);
