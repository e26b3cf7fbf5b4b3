import { recordId } from '@arflow/domain/api/companies';
import { pagedBody } from '@arflow/domain/api/paging';
import { recordIdParam } from '@arflow/domain/validation';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idFields, withId } from '../../../test/id-fields.ts';

// The scoping matrix finds the ids it tries from these answers: a missed id is a route never tried.
describe('idFields', () => {
  it('finds ids by name and by the id builders, nested, in arrays and under search_condition', () => {
    const body = z.strictObject({
      id: recordId().optional(),
      buy_id: recordId(),
      file_attach: z.array(recordId()).min(1),
      items: z.array(z.strictObject({ ar_id: recordId(), payment_ratio: z.number().int().max(100) })),
      role_id: z.enum(['INPUTTER', 'CONTROLLER']),
      amount: z.number().int().max(1_000_000_000_000),
    });
    const found = idFields(body, 'body').map((f) => ({
      path: f.path.join('.'),
      list: f.list,
      filter: f.filter,
      required: f.required,
    }));
    expect(found).toEqual([
      { path: 'id', list: false, filter: true, required: false },
      { path: 'buy_id', list: false, filter: false, required: true },
      { path: 'file_attach', list: true, filter: false, required: true },
      { path: 'items.[].ar_id', list: false, filter: false, required: true },
    ]);
    const list = idFields(pagedBody({ buy_id: recordId() }, ['id'] as const), 'body');
    expect(list.map((f) => [f.path.join('.'), f.filter])).toEqual([['search_condition.buy_id', true]]);
  });

  it('reads a query id as a digit string', () => {
    const [f] = idFields(z.strictObject({ id: recordIdParam() }), 'query');
    expect(f).toMatchObject({ in: 'query', name: 'id', kind: 'string', required: true });
  });
});

describe('withId', () => {
  it('sets the id at its path, in every item of an array it crosses', () => {
    const base = { items: [{ payment_ratio: 80 }, { payment_ratio: 50 }], note: 'x' };
    expect(withId(base, ['items', '[]', 'ar_id'], 7)).toEqual({
      items: [
        { payment_ratio: 80, ar_id: 7 },
        { payment_ratio: 50, ar_id: 7 },
      ],
      note: 'x',
    });
    expect(withId({}, ['search_condition', 'buy_id'], 3)).toEqual({ search_condition: { buy_id: 3 } });
    expect(withId([{}], ['[]', 'ar_id'], 5)).toEqual([{ ar_id: 5 }]);
  });
});
