import type { JournalLineItem } from '@arflow/domain/api/payments';
import type { JournalAccount, JournalKind } from '@arflow/domain/journal';
import { JOURNAL_ACCOUNTS, JOURNAL_KINDS } from '@arflow/domain/journal';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { textKeys } from '../../shared/text-keys.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';

const KINDS = textKeys('payments.journal.kinds', JOURNAL_KINDS) satisfies Record<JournalKind, TextKey>;

const ACCOUNTS = textKeys('payments.journal.accounts', JOURNAL_ACCOUNTS) satisfies Record<
  JournalAccount,
  TextKey
>;

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
      loading={loading}
      testId={testId}
    />
  );
}
