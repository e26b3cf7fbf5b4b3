import type { JournalLineItem } from '@arflow/domain/api/payments';
import type { JournalAccount, JournalKind } from '@arflow/domain/journal';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';

const KINDS = {
  disbursement: 'payments.journal.kinds.disbursement',
  buyer_collection: 'payments.journal.kinds.buyer_collection',
  residual_payment: 'payments.journal.kinds.residual_payment',
  penal_accrual: 'payments.journal.kinds.penal_accrual',
  write_off: 'payments.journal.kinds.write_off',
  reversal: 'payments.journal.kinds.reversal',
  loan_disbursement: 'payments.journal.kinds.loan_disbursement',
  loan_interest_accrual: 'payments.journal.kinds.loan_interest_accrual',
  loan_repayment: 'payments.journal.kinds.loan_repayment',
  guarantee_fee_accrual: 'payments.journal.kinds.guarantee_fee_accrual',
  guarantee_fee_payment: 'payments.journal.kinds.guarantee_fee_payment',
  commission_accrual: 'payments.journal.kinds.commission_accrual',
  commission_payment: 'payments.journal.kinds.commission_payment',
} as const satisfies Record<JournalKind, TextKey>;

const ACCOUNTS = {
  cash: 'payments.journal.accounts.cash',
  buyer_receivable: 'payments.journal.accounts.buyer_receivable',
  penal_receivable: 'payments.journal.accounts.penal_receivable',
  supplier_residual_payable: 'payments.journal.accounts.supplier_residual_payable',
  buyer_refund_payable: 'payments.journal.accounts.buyer_refund_payable',
  discount_income: 'payments.journal.accounts.discount_income',
  platform_fee_income: 'payments.journal.accounts.platform_fee_income',
  penal_income: 'payments.journal.accounts.penal_income',
  write_off_expense: 'payments.journal.accounts.write_off_expense',
  partner_loan_payable: 'payments.journal.accounts.partner_loan_payable',
  loan_interest_payable: 'payments.journal.accounts.loan_interest_payable',
  loan_interest_expense: 'payments.journal.accounts.loan_interest_expense',
  guarantee_fee_payable: 'payments.journal.accounts.guarantee_fee_payable',
  guarantee_fee_expense: 'payments.journal.accounts.guarantee_fee_expense',
  commission_payable: 'payments.journal.accounts.commission_payable',
  commission_expense: 'payments.journal.accounts.commission_expense',
} as const satisfies Record<JournalAccount, TextKey>;

/** The journal lines a payment posted, accounts and kinds in the user's language. */
export function JournalTable({
  lines,
  loading,
  testId,
}: {
  lines: readonly JournalLineItem[];
  loading: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const columns = [
    { key: 'entry_id', label: 'payments.journal.entry' },
    { key: 'kind', label: 'payments.journal.kind', render: (v) => t(KINDS[v]) },
    { key: 'business_date', label: 'payments.journal.date', kind: 'date' },
    { key: 'receivable_id', label: 'payments.journal.receivable' },
    { key: 'account', label: 'payments.journal.account', render: (v) => t(ACCOUNTS[v]) },
    { key: 'debit', label: 'payments.journal.debit', kind: 'money' },
    { key: 'credit', label: 'payments.journal.credit', kind: 'money' },
  ] as const satisfies readonly Column<JournalLineItem & { id: number }>[];
  return (
    <DetailTable
      rows={lines.map((l, i) => ({ ...l, id: i }))}
      columns={columns}
      rowKey="id"
      loading={loading}
      testId={testId}
    />
  );
}
