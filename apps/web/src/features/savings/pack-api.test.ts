import { describe, expect, it } from 'vitest';
import { listCall } from './pack-api.ts';

const state = { filters: { status: 'ACTIVE' }, page: 2, size: 20, dir: 'ASC' as const };

describe('listCall', () => {
  it('puts a GET list’s fixed conditions beside its URL filters in the query', () => {
    expect(listCall('GET', '/savings/packs', state, { limited: 'true' })).toEqual({
      path: '/savings/packs',
      query: {
        status: 'ACTIVE',
        limited: 'true',
        page_number: 2,
        page_size: 20,
        sort_column: undefined,
        sort_direction: undefined,
      },
    });
  });

  it('puts a POST list’s in search_condition, where the screen’s own win over the URL', () => {
    const fixed = { limited: 'false', pack_id: 7 };
    expect(
      listCall(
        'POST',
        '/savings/placements',
        { ...state, filters: { status: 'ACTIVE', limited: 'true' }, sort: 'amount', dir: 'DESC' },
        fixed,
      ),
    ).toEqual({
      path: '/savings/placements',
      body: {
        search_condition: { status: 'ACTIVE', limited: 'false', pack_id: 7 },
        page_number: 2,
        page_size: 20,
        sort_column: 'amount',
        sort_direction: 'DESC',
      },
    });
  });
});
