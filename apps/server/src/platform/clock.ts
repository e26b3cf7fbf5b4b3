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
