import { z } from 'zod';
import { isStorableText } from '../storable-text';
import { FAILURE_REASONS, RIDER_STEPS } from './rider-jobs';

/** When the rider made the update: the phone's time, kept when the update waited offline. */
const happenedAt = z.iso.datetime({ offset: true, error: 'The time of the update is missing.' });

const position = {
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
};

const reasonValues = FAILURE_REASONS.map((option) => option.value) as unknown as readonly [
  'no_one_home',
  'refused',
  'wrong_address',
];

/** POST /api/rider/jobs/:id/steps: picked up, on the way, or not delivered with a reason. */
export const jobStepSchema = z
  .object({
    step: z.enum(RIDER_STEPS, { error: 'Choose what happened.' }),
    happenedAt,
    reason: z.enum(reasonValues, { error: 'Choose why it was not delivered.' }).nullish(),
    nextAttemptAt: z.iso.datetime({ offset: true, error: 'Choose when you will try again.' }).nullish(),
    ...position,
  })
  .superRefine((value, context) => {
    if (value.step === 'failed' && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why it was not delivered.' });
    }
  });
export type JobStepInput = z.input<typeof jobStepSchema>;

const cashAmount = z
  .string({ error: 'Enter the cash collected, such as 120.00.' })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the cash collected, such as 120.00.');

/** POST /api/rider/jobs/:id/delivery: the receiver's code (or a photo), and the cash collected. */
export const deliverySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'The code is 4 digits.')
    .nullish()
    .or(z.literal('').transform(() => null)),
  photoUrl: z.string().max(2000).nullish(),
  cashCollected: cashAmount,
  cashReason: z
    .string()
    .trim()
    .max(300, 'At most 300 characters.')
    .refine(isStorableText, 'This contains characters that cannot be stored.')
    .nullish()
    .transform((value) => value || null),
  happenedAt,
  ...position,
});
export type DeliveryInput = z.input<typeof deliverySchema>;
export type Delivery = z.output<typeof deliverySchema>;

/** The delivery form's fields as typed (the time and position are added when sent). */
export const deliveryFormSchema = deliverySchema.pick({ code: true, cashCollected: true, cashReason: true });
export type DeliveryFormInput = z.input<typeof deliveryFormSchema>;

/** The failed-attempt form's fields. */
export const failedAttemptFormSchema = z.object({
  reason: z.enum(reasonValues, { error: 'Choose why it was not delivered.' }),
  nextAttempt: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, 'Choose a day and time.')
    .optional(),
});
export type FailedAttemptFormInput = z.input<typeof failedAttemptFormSchema>;
