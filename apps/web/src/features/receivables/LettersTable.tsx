import type { DebtConfirmationItem } from '@arflow/domain/api/receivables';
import { DEBT_CONFIRMATION_STATUS_LABELS } from '@arflow/domain/statuses/debt-confirmation';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useLetters } from './api.ts';

/** A paged table of letters from a list call (the supplier's, or the buyer's notifications). */
export function LettersTable(props: {
  path: string;
  testId: string;
  counterparty: 'sup_name' | 'buy_name';
  onOpen: (row: DebtConfirmationItem) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const letters = useLetters(props.path, { page_number: page, page_size: 10 });
  return (
    <Table<DebtConfirmationItem>
      size="small"
      rowKey="id"
      loading={letters.isFetching}
      dataSource={letters.data?.data ?? []}
      data-testid={`${props.testId}-table`}
      pagination={{
        current: page,
        pageSize: 10,
        total: letters.data?.page_info.total_record ?? 0,
        onChange: setPage,
      }}
      columns={[
        {
          key: 'letter_no',
          title: t('receivables.letters.letter_no'),
          render: (_, row) => (
            <Button type="link" onClick={() => props.onOpen(row)} data-testid={`${props.testId}-open`}>
              {row.letter_no}
            </Button>
          ),
        },
        {
          key: props.counterparty,
          dataIndex: props.counterparty,
          title: t(
            props.counterparty === 'sup_name' ? 'receivables.fields.sup_name' : 'receivables.fields.buy_name',
          ),
        },
        { key: 'ar_count', dataIndex: 'ar_count', title: t('receivables.letters.ar_count') },
        {
          key: 'total_ar_amount',
          dataIndex: 'total_ar_amount',
          title: t('receivables.letters.total_ar_amount'),
          render: (v: number) => f.vnd(v),
        },
        {
          key: 'status',
          dataIndex: 'status',
          title: t('receivables.fields.status'),
          render: (v: keyof typeof DEBT_CONFIRMATION_STATUS_LABELS) => (
            <StatusTag status={DEBT_CONFIRMATION_STATUS_LABELS[v]} code={v} />
          ),
        },
        {
          key: 'updated_at',
          dataIndex: 'updated_at',
          title: t('receivables.fields.updated_at'),
          render: (v: string) => f.dateTime(v),
        },
      ]}
    />
  );
}
