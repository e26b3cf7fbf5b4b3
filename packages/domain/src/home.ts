import { addDays, type IsoDate, toEpochDay } from './dates.ts';
import type { FunderRole } from './roles.ts';

/**
 * The funder home's sections (issue 22): what each kind of staff checks first. Credit staff the
 * review queue and its age, accounting the payments due, collection the overdue and bad debt by
 * how late, relationship staff the pipeline and the limits granted; the administrators and the
 * viewer read all four (the management view).
 */
/**
 * The stages of a trade whose money went out (the funder paid the supplier early): a partner's
 * funded receivables are theirs, on its home and in the list its figures open.
 */
export const PARTNER_FUNDED_STAGES = ['PAID', 'CHANGE', 'LIQUIDATED'] as const;

export const HOME_SECTIONS = ['review', 'payments', 'collection', 'pipeline'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

const ALL = HOME_SECTIONS;
export const HOME_SECTIONS_BY_ROLE: Record<FunderRole, readonly HomeSection[]> = {
  MASTER: ALL,
  SUBMASTER: ALL,
  VIEWER: ALL,
  CRM_SENIOR: ['pipeline'],
  CRM: ['pipeline'],
  CA_MANAGER: ['review'],
  CA_SENIOR: ['review'],
  CREDIT_OFFICER: ['review'],
  ACC_CONTROLER: ['payments'],
  ACCOUNTANT: ['payments'],
  COLLECTION_MANAGER: ['collection'],
  COLLECTOR: ['collection'],
};

export function homeSectionsOf(role: string): readonly HomeSection[] {
  return HOME_SECTIONS_BY_ROLE[role as FunderRole] ?? [];
}

/** An age bucket in whole days, both ends inclusive; `to` null is open-ended. */
export interface DayBucket {
  key: string;
  from: number;
  to: number | null;
}

/** How long a transaction has waited in review, in days since it was submitted. */
export const REVIEW_AGE_BUCKETS: readonly DayBucket[] = [
  { key: '0-2', from: 0, to: 2 },
  { key: '3-7', from: 3, to: 7 },
  { key: '8-14', from: 8, to: 14 },
  { key: '15+', from: 15, to: null },
];

/** How late a receivable is, in days since its due date (the usual 30-day collection buckets). */
export const LATE_BUCKETS: readonly DayBucket[] = [
  { key: '1-30', from: 1, to: 30 },
  { key: '31-60', from: 31, to: 60 },
  { key: '61-90', from: 61, to: 90 },
  { key: '91+', from: 91, to: null },
];

/**
 * The dates a bucket of ages covers, counted back from `today`: an age of `from`..`to` days is a
 * date from today − to to today − from (an open bucket has no lower date). The lists filter on
 * these dates, so a bucket's link shows exactly its rows. E.g. today 2026-11-28, 3–7 days →
 * {from: '2026-11-21', to: '2026-11-25'}.
 */
export function bucketDates(bucket: DayBucket, today: IsoDate): { from?: IsoDate; to: IsoDate } {
  return {
    ...(bucket.to === null ? {} : { from: addDays(today, -bucket.to) }),
    to: addDays(today, -bucket.from),
  };
}

/** The Monday-to-Sunday week holding `day`. E.g. 2026-11-28 (a Saturday) → 2026-11-23..29. */
export function weekOf(day: IsoDate): { from: IsoDate; to: IsoDate } {
  // Epoch day 0 (1970-01-01) was a Thursday: Monday is 3 days before.
  const weekday = (((toEpochDay(day) + 3) % 7) + 7) % 7;
  const from = addDays(day, -weekday);
  return { from, to: addDays(from, 6) };
}

/** The calendar month holding `day`. E.g. 2026-02-10 → 2026-02-01..28. */
export function monthOf(day: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = `${day.slice(0, 8)}01`;
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}
