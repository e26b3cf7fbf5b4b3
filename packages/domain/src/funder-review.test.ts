import { describe, expect, it } from 'vitest';
import {
  earlierCheckers,
  FUNDER_LISTS,
  FUNDER_VISIBLE_STAGES,
  funderCodeOf,
  funderListOf,
} from './funder-review.ts';
import { TRANSACTION_STAGES } from './statuses/transaction.ts';
import { FUNDER_TRANSACTION_CODE_LABELS } from './statuses/transaction-codes.ts';

describe('funder review', () => {
  it('gives every stage a funder code whose label says what the stage means', () => {
    for (const s of TRANSACTION_STAGES) expect(FUNDER_TRANSACTION_CODE_LABELS[funderCodeOf(s)]).toBeDefined();
    expect(FUNDER_TRANSACTION_CODE_LABELS[funderCodeOf('HOLDING')].label.en).toBe('Required for documents');
    expect(FUNDER_TRANSACTION_CODE_LABELS[funderCodeOf('REJECTED')].label.en).toBe('Rejected');
    expect(FUNDER_TRANSACTION_CODE_LABELS[funderCodeOf('WAITING_APPROVAL')].label.en).toBe(
      'Pending for approval',
    );
  });

  it('puts each stage the funder sees in exactly one list', () => {
    const all = Object.values(FUNDER_LISTS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(funderListOf('SENIOR_REVIEW')).toBe('progress');
    expect(funderListOf('DRAFT')).toBeNull();
    expect(FUNDER_VISIBLE_STAGES).not.toContain('DELETED');
  });

  it('remembers who approved in the current round only (maker-checker)', () => {
    expect([
      ...earlierCheckers([
        { decision: 'APPROVE', checked_by: 1 },
        { decision: 'APPROVE', checked_by: 2 },
      ]),
    ]).toEqual([1, 2]);
    expect([
      ...earlierCheckers([
        { decision: 'APPROVE', checked_by: 1 },
        { decision: 'RESET', checked_by: 2 },
      ]),
    ]).toEqual([]);
  });
});
