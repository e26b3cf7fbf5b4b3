import type { BuyerTransactionItem, BuyerTransactionView } from '@arflow/domain/api/buyer-transactions';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { BUYER_TRANSACTION_LIST, BUYER_TRANSACTION_ROWS, buyerTransactionRequest } from './api.ts';
import { BUYER_LIST_COLUMNS, BUYER_TRANSACTION_FILTERS } from './config.ts';
import { POPUP_TABS, type PopupTab, TransactionPopup } from './TransactionPopup.tsx';

/**
 * One of the buyer's transaction lists (a fixed view of POST /buyer-transactions) with the
 * transaction's popup over it: `?open=<id>` names the transaction, the hash its sub-view.
 */
export function BuyerTransactionList({
  id,
  title,
  view,
  columns = BUYER_LIST_COLUMNS,
  tabs,
}: {
  id: string;
  title: TextKey;
  view: BuyerTransactionView | undefined;
  columns?: readonly Column<BuyerTransactionItem>[];
  tabs?: ReactNode;
}) {
  const useRows = BUYER_TRANSACTION_ROWS[view ?? 'ALL'];
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const open = Number(params.get('open'));
  const hash = location.hash.slice(1);
  const tab: PopupTab = (POPUP_TABS as readonly string[]).includes(hash)
    ? (hash as PopupTab)
    : 'transet-wc-popup';
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('open');
    setParams(next);
  };
  return (
    <>
      <ListPage
        id={id}
        title={title}
        list={BUYER_TRANSACTION_LIST}
        filters={BUYER_TRANSACTION_FILTERS}
        columns={columns}
        useRows={useRows}
        request={buyerTransactionRequest(view)}
        tabs={tabs}
      />
      {Number.isSafeInteger(open) && open > 0 ? (
        <TransactionPopup
          id={open}
          tab={tab}
          onTab={(t) => navigate({ search: location.search, hash: t }, { replace: true })}
          onClose={close}
        />
      ) : null}
    </>
  );
}
