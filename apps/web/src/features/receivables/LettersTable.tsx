import { DEBT_CONFIRMATION_SORT_COLUMNS, type DebtConfirmationItem } from '@arflow/domain/api/receivables';
import { DEBT_CONFIRMATION_STATUS_LABELS } from '@arflow/domain/statuses/debt-confirmation';
import { Button } from 'antd';
import type { Column } from '../../shared/list/columns.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { useLetters } from './api.ts';

/** A paged table of letters from a list call (the supplier's, or the buyer's notifications). */
export function LettersTable(props: {
  path: string;
  testId: string;
  counterparty: 'sup_name' | 'buy_name';
  onOpen: (row: DebtConfirmationItem) => void;
}) {
  const paging = usePaging();
  const rows = useLetters(props.path, paging.body);
  const columns: Column<DebtConfirmationItem>[] = [
    {
      key: 'letter_no',
      label: 'receivables.letters.letter_no',
      render: (v, row) => (
        <Button type="link" onClick={() => props.onOpen(row)} data-testid={`${props.testId}-open`}>
          {v}
        </Button>
      ),
    },
    props.counterparty === 'sup_name'
      ? { key: 'sup_name', label: 'receivables.fields.sup_name' }
      : { key: 'buy_name', label: 'receivables.fields.buy_name' },
    { key: 'ar_count', label: 'receivables.letters.ar_count' },
    { key: 'total_ar_amount', label: 'receivables.letters.total_ar_amount', kind: 'money' },
    { key: 'status', label: 'receivables.fields.status', statuses: DEBT_CONFIRMATION_STATUS_LABELS },
    { key: 'updated_at', label: 'receivables.fields.updated_at', kind: 'dateTime' },
  ];
  return (
    <PagedTable
      columns={columns}
      rowKey="id"
      testId={props.testId}
      sortColumns={DEBT_CONFIRMATION_SORT_COLUMNS}
      paging={paging}
      rows={rows}
    />
  );
}
