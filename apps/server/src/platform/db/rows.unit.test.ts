import { describe, expect, it } from 'vitest';
import { isoInstants, pickFields } from './rows.ts';

describe('isoInstants', () => {
  it('writes each Date as its ISO string and keeps null, dates as strings and other values', () => {
    const row = {
      id: 7,
      created_at: new Date('2026-11-28T09:00:00Z'),
      paid_at: null as Date | null,
      due_date: '2026-12-01',
      amount: 1_500_000,
    };
    const wire = isoInstants(row);
    expect(wire).toEqual({
      id: 7,
      created_at: '2026-11-28T09:00:00.000Z',
      paid_at: null,
      due_date: '2026-12-01',
      amount: 1_500_000,
    });
    // The type follows: an instant is a string now, a nullable one a string or null.
    const created: string = wire.created_at;
    const paid: string | null = wire.paid_at;
    expect([created, paid]).toEqual(['2026-11-28T09:00:00.000Z', null]);
  });
});

describe('pickFields', () => {
  it('takes the named fields of a table or row under their own names, and only those', () => {
    const table = { id: 'col:id', status: 'col:status', name: 'col:name' };
    expect(pickFields(table, ['id', 'status'])).toEqual({ id: 'col:id', status: 'col:status' });
  });
});
