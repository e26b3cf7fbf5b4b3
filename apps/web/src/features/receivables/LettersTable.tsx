import {
  DEBT_CONFIRMATION_COLUMNS,
  DEBT_CONFIRMATION_SORT_COLUMNS,
  type DebtConfirmationItem,
} from '@arflow/domain/api/receivables';
import { Button } from 'antd';
import { columnsOf } from '../../shared/list/columns.tsx';
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
  // The domain declares both sides' counterparties; each side shows the other's name.
  const other = props.counterparty === 'sup_name' ? 'buy_name' : 'sup_name';
  const columns = columnsOf<DebtConfirmationItem>(
    DEBT_CONFIRMATION_COLUMNS.filter((c) => c.key !== other),
    {
      letter_no: {
        render: (v, row) => (
          <Button type="link" onClick={() => props.onOpen(row)} data-testid={`${props.testId}-open`}>
            {v}
          </Button>
        ),
      },
    },
  );
  return (
    <PagedTable
      columns={columns}
      rowKey="id"
      testId={props.testId}
      sortColumns={DEBT_CONFIRMATION_SORT_COLUMNS}
      paging={paging}
      rows={rows}
      request={{ path: props.path, body: paging.body }}
    />
  );
}
