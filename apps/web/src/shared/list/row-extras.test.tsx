import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { type Column, tableColumns } from './columns.tsx';
import { rowExtrasProps } from './row-extras.tsx';

type Row = { id: number; date: string; name: string };
const t = ((key: string) => key) as unknown as TFunction;
const f = { locale: 'vi' } as Parameters<typeof tableColumns>[1]['f'];
const columns: Column<Row>[] = [
  { key: 'date', label: 'holidays.fields.date' },
  { key: 'date', label: 'holidays.weekday' },
  { key: 'name', label: 'holidays.fields.name' },
];
const drawn = tableColumns(columns, { t, f, sortColumns: [], dir: 'ASC', testId: 'x' });

describe('feature tables on the shared pieces', () => {
  it('gives two cells drawn from one field keys of their own (antd needs unique column keys)', () => {
    const keys = drawn.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toBe('date');
  });

  it('adds the row buttons as the last column, and only when given', () => {
    const withActions = rowExtrasProps<Row>(drawn, { actions: (row) => `edit ${row.id}` });
    expect(withActions.columns).toHaveLength(4);
    const last = withActions.columns?.at(-1) as { key: string; render: (v: unknown, r: Row) => unknown };
    expect(last.key).toBe('actions');
    expect(last.render(undefined, { id: 7, date: '', name: '' })).toBe('edit 7');
    expect(rowExtrasProps<Row>(drawn, {}).columns).toHaveLength(3);
  });

  it("shows the table's own words for no rows and the row's attributes", () => {
    const props = rowExtrasProps<Row>(drawn, {
      empty: 'Không có ngày nghỉ',
      rowAttributes: (r) => ({ 'data-row-id': r.id }),
    });
    expect(props.locale).toEqual({ emptyText: 'Không có ngày nghỉ' });
    expect(props.onRow?.({ id: 3, date: '', name: '' })).toEqual({ 'data-row-id': 3 });
    expect(rowExtrasProps<Row>(drawn, {}).locale).toBeUndefined();
  });
});
