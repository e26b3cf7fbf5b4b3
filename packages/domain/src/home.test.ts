import { describe, expect, it } from 'vitest';
import {
  bucketDates,
  HOME_SECTIONS_BY_ROLE,
  LATE_BUCKETS,
  monthOf,
  REVIEW_AGE_BUCKETS,
  weekOf,
} from './home.ts';
import { FUNDER_ROLES } from './roles.ts';

describe('home figures', () => {
  it('gives every funder role at least one section', () => {
    for (const role of FUNDER_ROLES) expect(HOME_SECTIONS_BY_ROLE[role].length, role).toBeGreaterThan(0);
  });

  it('turns an age bucket into the dates it covers', () => {
    expect(bucketDates(REVIEW_AGE_BUCKETS[1]!, '2026-11-28')).toEqual({
      from: '2026-11-21',
      to: '2026-11-25',
    });
    expect(bucketDates(REVIEW_AGE_BUCKETS[0]!, '2026-11-28')).toEqual({
      from: '2026-11-26',
      to: '2026-11-28',
    });
    expect(bucketDates(LATE_BUCKETS[3]!, '2026-11-28')).toEqual({ to: '2026-08-29' });
  });

  it('finds the week (Monday first) and the month of a day', () => {
    expect(weekOf('2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(monthOf('2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
