import { z } from 'zod';
import { optionalText } from '../requests/fields';

/** POST /api/admin/riders: approve a driver or rider application. */
export const approveRiderSchema = z.object({
  applicationReference: z
    .string({ error: 'Please choose an application' })
    .trim()
    .toUpperCase()
    .regex(/^APP-[0-9A-Z]{6}$/, 'Please choose an application'),
});
export type ApproveRiderInput = z.input<typeof approveRiderSchema>;

/** POST /api/admin/riders/:id/status: suspend or reinstate. */
export const riderStatusSchema = z.object({
  status: z.enum(['active', 'suspended'], { error: 'Please choose active or suspended' }),
});
export type RiderStatusInput = z.input<typeof riderStatusSchema>;

/** POST /api/admin/dispatch/assign: one or several jobs to one rider (a reassignment too). */
export const assignJobsSchema = z.object({
  jobIds: z
    .array(z.uuid({ error: 'Please choose the deliveries to assign' }), {
      error: 'Please choose the deliveries to assign',
    })
    .min(1, 'Please choose the deliveries to assign')
    .max(100, 'Assign at most 100 deliveries at once'),
  riderId: z.uuid({ error: 'Please choose a rider' }),
});
export type AssignJobsInput = z.input<typeof assignJobsSchema>;

const day = z.iso.date({ error: 'Please choose a day' });

/** GET /api/admin/cash?day=: one Accra day (today when blank). */
export const cashQuerySchema = z.object({ day: day.optional().or(z.literal('').transform(() => undefined)) });

const AMOUNT_MESSAGE = 'Please enter an amount in cedis, with at most two decimals';

/** POST /api/admin/cash/handins: cash the rider handed in, or a shortfall written off, for one day. */
export const cashHandinSchema = z
  .object({
    riderId: z.uuid({ error: 'Please choose a rider' }),
    day,
    kind: z.enum(['cash', 'write_off'], { error: 'Please choose cash or write-off' }),
    amount: z
      .string({ error: AMOUNT_MESSAGE })
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, AMOUNT_MESSAGE)
      .refine((value) => Number(value) > 0, 'The amount must be more than zero'),
    note: optionalText(500),
  })
  .superRefine((value, context) => {
    if (value.kind === 'write_off' && !value.note) {
      context.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'Please say why the shortfall is written off',
      });
    }
  });
export type CashHandinInput = z.input<typeof cashHandinSchema>;
export type CashHandin = z.output<typeof cashHandinSchema>;
