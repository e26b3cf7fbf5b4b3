import {
  ANNOUNCED_EARLY_COLUMNS,
  ANNOUNCED_SETTLEMENT_COLUMNS,
  type ClearingEarlyItem,
  type ClearingSettlementItem,
  OVERDUE_ANNOUNCEMENT_COLUMNS,
  type OverdueAnnouncementItem,
} from '@arflow/domain/api/payments';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { RecordList } from '../../shared/record/RecordList.tsx';
import { ANNOUNCED_EARLY, ANNOUNCED_OVERDUE, ANNOUNCED_SETTLEMENT } from './api.ts';

const TABS = ['clearing-early', 'clearing-settlement', 'debt-overdue'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = {
  'clearing-early': 'payments.announce.early',
  'clearing-settlement': 'payments.announce.settlement',
  'debt-overdue': 'payments.announce.overdue',
} as const;

// The domain's columns as they are: the supplier's announcements link nowhere.
const EARLY_COLUMNS = columnsOf<ClearingEarlyItem>(ANNOUNCED_EARLY_COLUMNS);
const SETTLEMENT_COLUMNS = columnsOf<ClearingSettlementItem>(ANNOUNCED_SETTLEMENT_COLUMNS);
const OVERDUE_COLUMNS = columnsOf<OverdueAnnouncementItem>(OVERDUE_ANNOUNCEMENT_COLUMNS);

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
  // The three tabs are one page: its title and tabs stay as the list under them changes.
  const page = { title: 'payments.announce.title', tabs } as const;
  if (tab === 'clearing-settlement')
    return (
      <RecordList
        id="announce-settlement"
        {...page}
        api={ANNOUNCED_SETTLEMENT}
        filters={DATE_FILTERS}
        columns={SETTLEMENT_COLUMNS}
      />
    );
  if (tab === 'debt-overdue')
    return (
      <RecordList
        id="announce-overdue"
        {...page}
        api={ANNOUNCED_OVERDUE}
        filters={OVERDUE_FILTERS}
        columns={OVERDUE_COLUMNS}
      />
    );
  return (
    <RecordList
      id="announce-early"
      {...page}
      api={ANNOUNCED_EARLY}
      filters={DATE_FILTERS}
      columns={EARLY_COLUMNS}
    />
  );
}
