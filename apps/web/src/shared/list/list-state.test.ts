import { describe, expect, it } from 'vitest';
import { readListState, withFilters, writeListState } from './list-state.ts';

const options = { filters: ['keyword', 'status'] as const, sortColumns: ['code', 'name'] };

describe('list state in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readListState(new URLSearchParams(), options)).toEqual({
      filters: {},
      page: 1,
      size: 10,
      sort: undefined,
      dir: 'ASC',
    });
  });

  it('reads and writes back a full state', () => {
    const qs = 'keyword=abc&status=ACTIVE&page=3&size=20&sort=name&dir=DESC';
    const state = readListState(new URLSearchParams(qs), options);
    expect(state).toEqual({
      filters: { keyword: 'abc', status: 'ACTIVE' },
      page: 3,
      size: 20,
      sort: 'name',
      dir: 'DESC',
    });
    expect(writeListState(state).toString()).toBe(qs);
  });

  it('drops invalid values', () => {
    const state = readListState(new URLSearchParams('page=-2&size=7&sort=password&dir=up'), options);
    expect(state).toMatchObject({ page: 1, size: 10, sort: undefined, dir: 'ASC' });
  });

  it('goes back to page 1 when a filter changes and clears empty filters', () => {
    const state = readListState(new URLSearchParams('keyword=abc&page=4'), options);
    expect(withFilters(state, { keyword: '  ', status: 'DISABLED' })).toMatchObject({
      filters: { status: 'DISABLED' },
      page: 1,
    });
  });
});
