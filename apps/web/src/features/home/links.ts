import type { HomeBucketFigure } from '@arflow/domain/api/home';

/** A list's address with its filters in the query string, as the list reads them (shared/list). */
export function listLink(path: string, filters: Record<string, string | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  const q = params.toString();
  return q ? `${path}?${q}` : path;
}

/** A bucket of days as a list's date range filter (`from` left out when the bucket is open). */
export function bucketLink(path: string, b: HomeBucketFigure, from: string, to: string, extra = {}) {
  return listLink(path, { ...extra, [from]: b.from, [to]: b.to });
}

/** The funder transaction list showing each review stage. */
export const REVIEW_LIST_PATH: Record<string, string> = {
  progress: '/fun/transactions/progress',
  internal: '/fun/transactions/internal',
  holding: '/fun/transactions/holding',
};
