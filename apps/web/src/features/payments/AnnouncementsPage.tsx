import type {
  ClearingEarlyItem,
  ClearingSettlementItem,
  OverdueAnnouncementItem,
} from '@arflow/domain/api/payments';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Column } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import {
  ANNOUNCE_EARLY_LIST,
  ANNOUNCE_OVERDUE_LIST,
  ANNOUNCE_SETTLEMENT_LIST,
  useAnnouncedEarly,
  useAnnouncedOverdue,
  useAnnouncedSettlement,
} from './api.ts';

const TABS = ['clearing-early', 'clearing-settlement', 'debt-overdue'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = {
  'clearing-early': 'payments.announce.early',
  'clearing-settlement': 'payments.announce.settlement',
  'debt-overdue': 'payments.announce.overdue',
} as const;

const EARLY_COLUMNS = [
  { key: 'trans_code', label: 'payments.fields.trans_code' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'payment_date', label: 'payments.fields.payment_date', kind: 'date' },
  { key: 'expected', label: 'payments.announce.received', kind: 'money' },
] as const satisfies readonly Column<ClearingEarlyItem>[];

const SETTLEMENT_COLUMNS = [
  { key: 'trans_code', label: 'payments.fields.trans_code' },
  { key: 'inv_no', label: 'payments.fields.inv_no' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'payment_date', label: 'payments.fields.payment_date', kind: 'date' },
  { key: 'amount', label: 'payments.announce.buyerPaid', kind: 'money' },
  { key: 'to_supplier', label: 'payments.fields.to_supplier', kind: 'money' },
] as const satisfies readonly Column<ClearingSettlementItem>[];

const OVERDUE_COLUMNS = [
  { key: 'trans_code', label: 'payments.fields.trans_code' },
  { key: 'inv_no', label: 'payments.fields.inv_no' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'maturity_date', label: 'payments.fields.maturity_date', kind: 'date' },
  { key: 'ar_amount', label: 'payments.fields.ar_amount', kind: 'money' },
  { key: 'days_overdue', label: 'payments.announce.daysOverdue' },
  { key: 'status', label: 'payments.fields.status', statuses: RECEIVABLE_STATUS_LABELS },
] as const satisfies readonly Column<OverdueAnnouncementItem>[];

const DATE_FILTERS = [
  { kind: 'text', name: 'trans_code', label: 'payments.fields.trans_code' },
  { kind: 'dateRange', from: 'from_date', to: 'to_date', label: 'payments.fields.payment_date' },
] as const satisfies readonly FilterField<'tab' | 'trans_code' | 'from_date' | 'to_date'>[];

const OVERDUE_FILTERS = [
  { kind: 'text', name: 'inv_no', label: 'payments.fields.inv_no' },
  { kind: 'text', name: 'buy_name', label: 'payments.fields.buy_name' },
] as const satisfies readonly FilterField<'tab' | 'inv_no' | 'buy_name'>[];

/**
 * /sup/manage-announcement (and /indsup/…): what the funder paid the supplier early, the residuals
 * paid on once buyers settled, and the receivables overdue with their buyers (spec §7).
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : TABS[0];
  const tabs = (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams({ tab: key })}
      data-testid="announce-tabs"
      items={TABS.map((key) => ({
        key,
        label: <span data-testid={`announce-tab-${key}`}>{t(TAB_LABELS[key])}</span>,
      }))}
    />
  );
  if (tab === 'clearing-settlement')
    return (
      <ListPage
        id="announce-settlement"
        title="payments.announce.title"
        list={ANNOUNCE_SETTLEMENT_LIST}
        filters={DATE_FILTERS}
        columns={SETTLEMENT_COLUMNS}
        useRows={useAnnouncedSettlement}
        tabs={tabs}
      />
    );
  if (tab === 'debt-overdue')
    return (
      <ListPage
        id="announce-overdue"
        title="payments.announce.title"
        list={ANNOUNCE_OVERDUE_LIST}
        filters={OVERDUE_FILTERS}
        columns={OVERDUE_COLUMNS}
        useRows={useAnnouncedOverdue}
        tabs={tabs}
      />
    );
  return (
    <ListPage
      id="announce-early"
      title="payments.announce.title"
      list={ANNOUNCE_EARLY_LIST}
      filters={DATE_FILTERS}
      columns={EARLY_COLUMNS}
      useRows={useAnnouncedEarly}
      tabs={tabs}
    />
  );
}
