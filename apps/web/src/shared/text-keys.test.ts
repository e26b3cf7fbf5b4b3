import { describe, expect, it } from 'vitest';
import type { TextKey } from './i18n-keys.ts';
import { actionKeys, textKeys } from './text-keys.ts';

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
