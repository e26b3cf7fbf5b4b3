import type { BuyerTransactionView } from '@arflow/domain/api/buyer-transactions';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BuyerTransactionList } from './BuyerTransactionList.tsx';

/** The page's list tabs are the spec's sub-views, named by the hash (indextab is every transaction). */
const TABS = [
  { hash: 'transeachtime-waitconfirm', view: 'WAITING', label: 'buyerTransactions.tabs.waiting' },
  { hash: 'transeachtime-confirm', view: 'CONFIRMED', label: 'buyerTransactions.tabs.confirmed' },
  { hash: 'indextab', view: undefined, label: 'buyerTransactions.tabs.all' },
] as const satisfies readonly { hash: string; view: BuyerTransactionView | undefined; label: string }[];

/**
 * /buy/transeachtime: the transactions its suppliers ask the buyer to confirm, those it
 * confirmed and all of them; a row opens its popup (transet-wc-popup, view-file-docs,
 * viewuploadfile), where the buyer confirms after going through the documents (sign-file-docs)
 * or rejects with a reason.
 */
export default function TransEachTimePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hash = location.hash.slice(1);
  const current = TABS.find((x) => x.hash === hash) ?? TABS[0];
  return (
    <BuyerTransactionList
      key={current.hash}
      id="buyer-transeachtime"
      title="buyerTransactions.transeachtime.title"
      view={current.view}
      tabs={
        <Tabs
          activeKey={current.hash}
          onChange={(k) => navigate({ search: '', hash: k })}
          items={TABS.map((x) => ({
            key: x.hash,
            label: <span data-testid={`buyer-tab-${x.hash}`}>{t(x.label)}</span>,
          }))}
        />
      }
    />
  );
}
