import type { CellKind, ListColumn } from '@arflow/domain/api/paging';
import type { Names } from '@arflow/domain/names';
import type { StatusLabel } from '@arflow/domain/statuses/tone';
import { pick, type Text } from '@arflow/domain/text';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { useFormat } from '../hooks/useFormat.ts';
import type { TextKey } from '../i18n-keys.ts';
import { StatusTag } from '../widgets/StatusTag.tsx';
import type { SortDirection } from './list-state.ts';

type Format = ReturnType<typeof useFormat>;

export type { CellKind };

type ColumnOf<Row, K extends keyof Row & string> = {
  /** A field of the row (the domain item's type): a renamed field is a type error here. */
  key: K;
  /** A text of the area's namespace, or the domain's own label (a declared list column). */
  label: TextKey | Text;
  kind?: CellKind;
  /** Status codes shown as tags with their domain labels. */
  statuses?: Record<string, StatusLabel>;
  /** Codes that are no status (a role, a province) shown as their words, as the Excel file writes them. */
  names?: Names;
  /** The cell links to the row's detail page. */
  link?: (row: Row) => string;
  render?: (value: Row[K], row: Row, format: Format) => ReactNode;
};

/** One table column of a list, by field of the row. */
export type Column<Row> = { [K in keyof Row & string]: ColumnOf<Row, K> }[keyof Row & string];

function cell<Row>(
  column: ColumnOf<Row, keyof Row & string>,
  value: unknown,
  row: Row,
  f: Format,
  t: TFunction,
): ReactNode {
  if (column.render) return column.render(value as Row[keyof Row & string], row, f);
  if (column.statuses) {
    const label = column.statuses[String(value)];
    return label ? <StatusTag status={label} code={String(value)} /> : String(value ?? '');
  }
  if (column.names) {
    const name = column.names[String(value)];
    if (name === undefined) return value === null || value === undefined ? '' : String(value);
    return typeof name === 'string' ? t(name as TextKey) : pick(name, f.locale);
  }
  switch (column.kind) {
    case 'money':
      return f.vnd(value as number | null);
    case 'rate':
      return f.rate(value as number | null);
    case 'date':
      return f.date(value as string | null);
    case 'dateTime':
      return f.dateTime(value as string | null);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** antd columns from a list's column config; a column is sortable when the API sorts by it. */
export function tableColumns<Row>(
  columns: readonly Column<Row>[],
  o: {
    t: TFunction;
    f: Format;
    sortColumns: readonly string[];
    sort?: string;
    dir: SortDirection;
    testId: string;
    /** Shows a domain label in the current language (Vietnamese without it). */
    show?: (text: Text) => string;
  },
): TableColumnsType<Row> {
  return columns.map((c, i) => {
    const column = c as ColumnOf<Row, keyof Row & string>;
    const sortable = o.sortColumns.includes(column.key);
    // Two cells drawn from one field (a credit's limit and its rate) need keys of their own.
    const first = columns.findIndex((x) => x.key === column.key) === i;
    return {
      key: first ? column.key : `${column.key}-${i}`,
      dataIndex: column.key,
      title:
        typeof column.label === 'string'
          ? o.t(column.label)
          : (o.show?.(column.label) ?? pick(column.label, o.f.locale)),
      align: column.kind === 'money' || column.kind === 'rate' ? 'right' : undefined,
      ...(sortable && {
        sorter: true,
        sortOrder: o.sort === column.key ? (o.dir === 'DESC' ? 'descend' : 'ascend') : null,
      }),
      render: (value: unknown, row: Row) => {
        const shown = cell(column, value, row, o.f, o.t);
        return column.link ? (
          <Link to={column.link(row)} data-testid={`${o.testId}-row-link`}>
            {shown}
          </Link>
        ) : (
          shown
        );
      },
    };
  });
}

type Touch<Row, K extends keyof Row & string> = Partial<
  Pick<ColumnOf<Row, K>, 'link' | 'statuses' | 'render'>
>;

/**
 * A screen's columns from the list's declaration in the domain (labels, kinds and the API's sort
 * whitelist come from there), with what only the screen knows: links, status tags, a custom cell.
 */
export function columnsOf<Row>(
  declared: readonly ListColumn<keyof Row & string>[],
  touches: { [K in keyof Row & string]?: Touch<Row, K> } = {},
): Column<Row>[] {
  // A declared text key is a module's key, checked when the server writes the export's headers.
  return declared.map(
    (c) =>
      ({
        key: c.key,
        label: c.label as TextKey | Text,
        kind: c.kind,
        statuses: c.statuses,
        names: c.names,
        ...touches[c.key],
      }) as Column<Row>,
  );
}
