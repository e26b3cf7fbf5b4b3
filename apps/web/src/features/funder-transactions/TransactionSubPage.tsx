import type { FunderTransactionDetail } from '@arflow/domain/api/funder-transactions';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { recordState } from '../../shared/api/record-state.tsx';
import { useFunderTransaction } from './api.ts';

type Transaction = FunderTransactionDetail['data'];

/**
 * A page about one side of a transaction (its appraisal, its priced receivables, its assessment
 * items): the transaction loaded as every record page is (not found, spinner, retry), a header
 * row of its title and links, then the page's body. Test ids: `<testId>-page`, and recordState's.
 */
export function TransactionSubPage(props: {
  id: number;
  testId: string;
  header: (tr: Transaction) => ReactNode;
  align?: 'baseline';
  children: (tr: Transaction) => ReactNode;
}) {
  const detail = useFunderTransaction(props.id);
  const loaded = recordState(props.id, detail, props.testId);
  if ('view' in loaded) return loaded.view;
  const tr = loaded.data.data;
  return (
    <div data-testid={`${props.testId}-page`}>
      <Space style={{ marginBottom: 16 }} wrap align={props.align}>
        {props.header(tr)}
      </Space>
      {props.children(tr)}
    </div>
  );
}
