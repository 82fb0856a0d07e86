import { eq } from 'drizzle-orm';
import { fromPesewas, toPesewas } from '../../../shared/money';
import type { CashHandin } from '../../../shared/riders/rider-admin';
import { RIDER_ADMIN_MESSAGES } from '../../../shared/riders/rider-words';
import type { Db } from '../../db/client';
import { cashHandins, riders } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { getCashDay } from './list-cash-days';

/**
 * The office takes cash from a rider for one day's deliveries, in full or in part, or writes off a
 * shortfall at the door with the reason (docs/decisions/067). Never more than the rider holds (or
 * than is short) for that day, checked under the rider's lock so that two admins recording at once
 * cannot both take the same cash; logged in the same transaction. From then on the day's delivered
 * jobs keep their cash figures (the database's trigger).
 */
export async function recordCashHandin(db: Db, options: { input: CashHandin; admin: AdminActor }) {
  const { input, admin } = options;
  return db.transaction(async (tx) => {
    const [rider] = await tx
      .select({ id: riders.id })
      .from(riders)
      .where(eq(riders.id, input.riderId))
      .for('update');
    if (!rider) throw notFound(RIDER_ADMIN_MESSAGES.notFound);
    const figures = await getCashDay(tx, input.riderId, input.day);
    const amount = toPesewas(input.amount);
    const held = figures ? toPesewas(figures.held) : 0;
    const short = figures ? toPesewas(figures.short) : 0;
    if (input.kind === 'cash' && held <= 0) {
      throw new AppError(409, 'NOTHING_OWED', RIDER_ADMIN_MESSAGES.nothingOwed, {
        amount: RIDER_ADMIN_MESSAGES.nothingOwed,
      });
    }
    if (input.kind === 'cash' && amount > held) {
      throw new AppError(409, 'MORE_THAN_HELD', RIDER_ADMIN_MESSAGES.moreThanHeld, {
        amount: RIDER_ADMIN_MESSAGES.moreThanHeld,
      });
    }
    if (input.kind === 'write_off' && amount > short) {
      throw new AppError(409, 'MORE_THAN_SHORT', RIDER_ADMIN_MESSAGES.moreThanShort, {
        amount: RIDER_ADMIN_MESSAGES.moreThanShort,
      });
    }
    const [handin] = await tx
      .insert(cashHandins)
      .values({
        riderId: input.riderId,
        day: input.day,
        kind: input.kind,
        amount: fromPesewas(amount),
        note: input.note,
        adminId: admin.id,
      })
      .returning();
    await recordAdminActivity(tx, {
      admin,
      action: input.kind === 'cash' ? 'cash.handin' : 'cash.write_off',
      entityType: 'rider_cash_day',
      entityId: `${figures?.riderName ?? input.riderId} ${input.day}`,
      before: { handedIn: figures?.handedIn ?? '0.00', writtenOff: figures?.writtenOff ?? '0.00' },
      after:
        input.kind === 'cash'
          ? { handedIn: fromPesewas(toPesewas(figures?.handedIn ?? 0) + amount), note: input.note }
          : { writtenOff: fromPesewas(toPesewas(figures?.writtenOff ?? 0) + amount), note: input.note },
    });
    return { id: handin!.id };
  });
}
