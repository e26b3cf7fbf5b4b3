import {
  type EligibilityCheck,
  SUPPLIER_ELIGIBILITY_LABELS,
  type SupplierEligibilityItem,
} from '@arflow/domain/api/eligibility';
import { Space, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { CHECK_LABELS } from './config.ts';

/** Suppliers on a buyer's list with their status and the criteria they fail. */
export function SupplierTable(props: {
  rows: readonly SupplierEligibilityItem[];
  loading?: boolean;
  testId: string;
  actions?: (row: SupplierEligibilityItem) => ReactNode;
  pagination?: false | { current: number; total: number; onChange: (page: number) => void };
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const failed = (checks: EligibilityCheck[]) => checks.filter((c) => !c.passed);
  return (
    <Table<SupplierEligibilityItem>
      rowKey="id"
      size="small"
      loading={props.loading}
      dataSource={[...props.rows]}
      data-testid={props.testId}
      pagination={
        props.pagination === undefined || props.pagination === false
          ? false
          : { ...props.pagination, pageSize: 10 }
      }
      columns={[
        { key: 'sup_name', title: t('eligibility.suppliers.name'), dataIndex: 'sup_name' },
        { key: 'sup_mst', title: t('eligibility.suppliers.mst'), dataIndex: 'sup_mst' },
        { key: 'freq', title: t('eligibility.suppliers.trading_frequency'), dataIndex: 'trading_frequency' },
        {
          key: 'vol',
          title: t('eligibility.suppliers.trading_volume'),
          render: (_, r) => f.vnd(r.trading_volume),
        },
        {
          key: 'status',
          title: t('eligibility.suppliers.status'),
          render: (_, r) => <StatusTag status={SUPPLIER_ELIGIBILITY_LABELS[r.status]} code={r.status} />,
        },
        {
          key: 'failed',
          title: t('eligibility.suppliers.failed'),
          render: (_, r) => (
            <Space wrap>
              {r.blacklisted && r.blacklist_reason}
              {!r.blacklisted &&
                failed(r.checks).map((c) => (
                  <Tag key={c.key} color="warning">
                    {t(CHECK_LABELS[c.key])}
                  </Tag>
                ))}
            </Space>
          ),
        },
        ...(props.actions
          ? [
              {
                key: 'actions',
                title: '',
                render: (_: unknown, r: SupplierEligibilityItem) => props.actions!(r),
              },
            ]
          : []),
      ]}
    />
  );
}
