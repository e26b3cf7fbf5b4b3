import type { SettlementRecord } from '@arflow/domain/api/payments';
import type { Column } from '../../shared/list/columns.tsx';
import { FileLink } from './FileLink.tsx';

/** The payments recorded against a receivable, as the settlement and the collection show them. */
export const SETTLEMENT_RECORD_COLUMNS = [
  { key: 'payment_date', label: 'payments.fields.payment_date', kind: 'date' },
  { key: 'amount', label: 'payments.fields.amount', kind: 'money' },
  { key: 'to_funder', label: 'payments.fields.to_funder', kind: 'money' },
  { key: 'to_supplier', label: 'payments.fields.to_supplier', kind: 'money' },
  { key: 'to_penal', label: 'payments.fields.to_penal', kind: 'money' },
  { key: 'remaining_principal', label: 'payments.fields.remaining_principal', kind: 'money' },
  {
    key: 'file_name',
    label: 'payments.fields.slip',
    render: (v, row) => <FileLink id={row.file_id} name={v} />,
  },
] as const satisfies readonly Column<SettlementRecord>[];
