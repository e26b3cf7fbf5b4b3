import { describe, expect, it } from 'vitest';
import type { TextKey } from './i18n-keys.ts';
import { actionKeys, inCapitals, textKeys } from './text-keys.ts';

describe('text key tables', () => {
  it('keys each code under the prefix, actions in capitals as history rows write them', () => {
    expect(textKeys('funderTransactions.levels', ['OFFICER', 'SENIOR'])).toEqual({
      OFFICER: 'funderTransactions.levels.OFFICER',
      SENIOR: 'funderTransactions.levels.SENIOR',
    });
    expect(actionKeys('signing.history', ['approve', 'DELETE'])).toEqual({
      APPROVE: 'signing.history.APPROVE',
      DELETE: 'signing.history.DELETE',
    });
  });

  it("keys a button's label by its action in capitals", () => {
    const labels = inCapitals({ approve: 'lending.actions.approve', bank_add: 'suppliers.history.BANK_ADD' });
    expect(labels).toEqual({ APPROVE: 'lending.actions.approve', BANK_ADD: 'suppliers.history.BANK_ADD' });
    labels satisfies Record<'APPROVE' | 'BANK_ADD', TextKey>;
  });

  it('keeps each key typed, so a code without its text is a type error', () => {
    const known = textKeys('funderTransactions.levels', ['OFFICER']) satisfies Record<'OFFICER', TextKey>;
    // @ts-expect-error: no text 'funderTransactions.levels.NOBODY'
    const unknown = textKeys('funderTransactions.levels', ['NOBODY']) satisfies Record<'NOBODY', TextKey>;
    expect([known.OFFICER, unknown.NOBODY]).toEqual([
      'funderTransactions.levels.OFFICER',
      'funderTransactions.levels.NOBODY',
    ]);
  });
});
