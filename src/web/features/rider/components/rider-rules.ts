import type { DeliveryFormInput, FailedAttemptFormInput } from '@shared/riders/rider-updates';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import type { FormValues } from '@web/lib/use-schema-form';

export type DeliveryValues = FormValues<DeliveryFormInput>;
export type FailedValues = FormValues<FailedAttemptFormInput>;

export const deliveryRules = lazyZodResolver<DeliveryValues>(() =>
  import('@shared/riders/rider-updates').then((module) => module.deliveryFormSchema),
);

export const failedRules = lazyZodResolver<FailedValues>(() =>
  import('@shared/riders/rider-updates').then((module) => module.failedAttemptFormSchema),
);
