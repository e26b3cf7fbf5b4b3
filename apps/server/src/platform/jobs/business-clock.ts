import { daysBetween } from '@arflow/domain/dates';
import type { BusinessClock } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { businessClockState } from './jobs.tables.ts';

/** Reads the stored offset into this instance's clock (at start, then every minute). */
export async function refreshBusinessClock(db: DbOrTx, clock: BusinessClock): Promise<void> {
  const [row] = await db.select({ offset: businessClockState.offset_days }).from(businessClockState);
  clock.setOffsetDays(row?.offset ?? 0);
}

/**
 * Moves the business date forward to `businessDate` (never back: closed dates stay closed) and
 * stores the offset; the caller then closes the dates in between. Answers the new offset.
 */
export async function moveBusinessDate(
  tx: DbOrTx,
  clock: BusinessClock,
  o: { businessDate: string; by: number | null },
): Promise<number> {
  const offset = clock.offsetDays() + daysBetween(clock.today(), o.businessDate);
  await tx
    .insert(businessClockState)
    .values({ id: 1, offset_days: offset, updated_by: o.by, updated_at: clock.now() })
    .onConflictDoUpdate({
      target: businessClockState.id,
      set: { offset_days: offset, updated_by: o.by, updated_at: clock.now() },
    });
  clock.setOffsetDays(offset);
  return offset;
}
