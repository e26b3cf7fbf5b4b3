import { Button, Drawer, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useTransaction } from './api.ts';
import { SupplierTransactionList } from './SupplierTransactionList.tsx';
import { TransactionPanel } from './TransactionPanel.tsx';

const P = '/supplier/request-transaction';
/** The sub-views of spec §2 (hash views of /transeachtime), each a list of the supplier's transactions. */
const VIEWS = {
  createnew: `${P}/transactions`,
  createnewtab: `${P}/confirm-transactions`,
  uploadfile: `${P}/add-doc-transactions`,
  viewfiledoc: `${P}/changes`,
  viewfiledocedit: '/supplier/statistic/list-trans-his',
} as const;
type View = keyof typeof VIEWS;
const VIEW_LABELS = {
  createnew: 'requestTransaction.views.createnew',
  createnewtab: 'requestTransaction.views.createnewtab',
  uploadfile: 'requestTransaction.views.uploadfile',
  viewfiledoc: 'requestTransaction.views.viewfiledoc',
  viewfiledocedit: 'requestTransaction.views.viewfiledocedit',
} as const satisfies Record<View, string>;

/**
 * /sup/transeachtime and /indsup/transeachtime: the supplier's transactions by request, one tab
 * per sub-view (all, awaiting its signature, awaiting its documents, adjustments, history), each
 * the shared list (filters, sort, page size, paginator in the URL); a row opens the transaction
 * (`?open=<id>`) with the actions the workflow allows now.
 */
export default function TransEachTimePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const area = location.pathname.startsWith('/indsup') ? '/indsup' : '/sup';
  const hash = location.hash.replace('#', '');
  const view: View = hash in VIEWS ? (hash as View) : 'createnew';
  const open = Number(params.get('open'));
  const openId = Number.isSafeInteger(open) && open > 0 ? open : null;
  const detail = useTransaction(openId);
  const setOpen = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('open');
      else next.set('open', String(id));
      return next;
    });

  return (
    <div data-testid="transeachtime-page">
      <SupplierTransactionList
        key={view}
        id="transactions"
        title="requestTransaction.list.title"
        path={VIEWS[view]}
        onRowClick={(row) => setOpen(row.id)}
        actions={
          <Link to={`${area}/new`} data-testid="new-request">
            <Button type="primary">{t('requestTransaction.new.title')}</Button>
          </Link>
        }
        tabs={
          <Tabs
            activeKey={view}
            // Another view is another list: its filters and page start afresh.
            onChange={(k) => void navigate({ search: '', hash: k })}
            items={(Object.keys(VIEWS) as View[]).map((k) => ({ key: k, label: t(VIEW_LABELS[k]) }))}
          />
        }
      />
      <Drawer
        open={openId !== null}
        width={Math.min(1100, window.innerWidth)}
        onClose={() => setOpen(null)}
        title={detail.data?.data.trans_code ?? t('requestTransaction.list.detail')}
        data-testid="transaction-drawer"
      >
        {detail.isPending && <Spin />}
        {detail.isError && (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} testId="detail-error" />
        )}
        {detail.data && <TransactionPanel tx={detail.data.data} individual={area === '/indsup'} />}
      </Drawer>
    </div>
  );
}
