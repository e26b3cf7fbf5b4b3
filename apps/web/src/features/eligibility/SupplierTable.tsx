import {
  type EligibilityCheck,
  SUPPLIER_ELIGIBILITY_LABELS,
  type SupplierEligibilityItem,
} from '@arflow/domain/api/eligibility';
import { Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { CHECK_LABELS } from './config.ts';

const failed = (checks: EligibilityCheck[]) => checks.filter((c) => !c.passed);

/** The columns; the failed criteria are named in the screen's language. */
const columns = (t: TFunction): Column<SupplierEligibilityItem>[] => [
  { key: 'sup_name', label: 'eligibility.suppliers.name' },
  { key: 'sup_mst', label: 'eligibility.suppliers.mst' },
  { key: 'trading_frequency', label: 'eligibility.suppliers.trading_frequency' },
  { key: 'trading_volume', label: 'eligibility.suppliers.trading_volume', kind: 'money' },
  { key: 'status', label: 'eligibility.suppliers.status', statuses: SUPPLIER_ELIGIBILITY_LABELS },
  {
    key: 'checks',
    label: 'eligibility.suppliers.failed',
    render: (checks, r) => (
      <Space wrap>
        {r.blacklisted && r.blacklist_reason}
        {!r.blacklisted &&
          failed(checks).map((c) => (
            <Tag key={c.key} color="warning">
              {t(CHECK_LABELS[c.key])}
            </Tag>
          ))}
      </Space>
    ),
  },
];

/** Suppliers on a buyer's list with their status and the criteria they fail. */
export function SupplierTable(props: {
  rows: readonly SupplierEligibilityItem[];
  loading?: boolean;
  testId: string;
  actions?: (row: SupplierEligibilityItem) => ReactNode;
  pagination?: false | { current: number; total: number; onChange: (page: number) => void };
}) {
  const { t } = useTranslation();
  return (
    <DetailTable<SupplierEligibilityItem>
      rows={props.rows}
      columns={columns(t)}
      testId={props.testId}
      tableTestId={props.testId}
      loading={props.loading}
      actions={props.actions}
      pagination={props.pagination ? { ...props.pagination, pageSize: 10 } : false}
    />
  );
}
