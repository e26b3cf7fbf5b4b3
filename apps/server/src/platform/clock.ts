import { addDays } from '@arflow/domain/dates';

/** The business time zone: "today", weekends and working days are in Vietnam's time. */
export const BUSINESS_TZ = 'Asia/Ho_Chi_Minh';

/** One injectable source of time (tests pass a fixed clock to run a lifecycle day by day). */
export interface Clock {
  now(): Date;
  /** Today's business date in Asia/Ho_Chi_Minh as yyyy-mm-dd. */
  today(): string;
}

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function businessDate(moment: Date): string {
  // en-CA formats as yyyy-mm-dd.
  return dateFormat.format(moment);
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => businessDate(new Date()),
};

/** A clock frozen at a moment, for tests. */
export function fixedClock(iso: string): Clock {
  const at = new Date(iso);
  return { now: () => new Date(at), today: () => businessDate(at) };
}

/**
 * The business clock: today() is the real business date moved forward by `offsetDays`, which an
 * administrator sets to run the portfolio forward day by day (a test or acceptance environment),
 * and which is 0 in normal running; now() stays the real moment, so audit times stay true. The
 * offset is kept in `business_clock` and read back at start and every minute by each instance.
 */
export interface BusinessClock extends Clock {
  offsetDays(): number;
  setOffsetDays(days: number): void;
}

export function businessClock(base: Clock = systemClock): BusinessClock {
  if (isBusinessClock(base)) return base;
  let offset = 0;
  return {
    now: () => base.now(),
    today: () => (offset === 0 ? base.today() : addDays(base.today(), offset)),
    offsetDays: () => offset,
    setOffsetDays: (days: number) => {
      if (!Number.isInteger(days) || days < 0)
        throw new RangeError(`business clock offset must be >= 0: ${days}`);
      offset = days;
    },
  };
}

function isBusinessClock(clock: Clock): clock is BusinessClock {
  return typeof (clock as Partial<BusinessClock>).setOffsetDays === 'function';
}
