import {
  TRANSACTION_STAGE_LABELS,
  TRANSACTION_STAGES,
  type TransactionStage,
} from '@arflow/domain/statuses/transaction';
import { Button, Drawer, Select, Space, Spin, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useText } from '../../shared/hooks/useText.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useTransaction, useTransactions } from './api.ts';
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
 * per sub-view (all, awaiting its signature, awaiting its documents, adjustments, history); a row
 * opens the transaction with the actions the workflow allows now.
 */
export default function TransEachTimePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const show = useText();
  const location = useLocation();
  const navigate = useNavigate();
  const area = location.pathname.startsWith('/indsup') ? '/indsup' : '/sup';
  const hash = location.hash.replace('#', '');
  const view: View = hash in VIEWS ? (hash as View) : 'createnew';
  const [status, setStatus] = useState<TransactionStage | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useTransactions(VIEWS[view], view === 'createnew' ? status : undefined, page);
  const detail = useTransaction(openId);

  return (
    <div data-testid="transeachtime-page">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3}>{t('requestTransaction.list.title')}</Typography.Title>
        <Link to={`${area}/new`} data-testid="new-request">
          <Button type="primary">{t('requestTransaction.new.title')}</Button>
        </Link>
      </Space>
      <Tabs
        activeKey={view}
        onChange={(k) => {
          setPage(1);
          void navigate({ hash: k });
        }}
        items={(Object.keys(VIEWS) as View[]).map((k) => ({
          key: k,
          label: t(VIEW_LABELS[k]),
        }))}
      />
      {view === 'createnew' && (
        <Select
          allowClear
          style={{ minWidth: 240, marginBottom: 12 }}
          placeholder={t('requestTransaction.fields.status')}
          value={status}
          onChange={(v) => {
            setPage(1);
            setStatus(v);
          }}
          options={TRANSACTION_STAGES.filter((s) => s !== 'DELETED').map((s) => ({
            value: s,
            label: show(TRANSACTION_STAGE_LABELS[s].label),
          }))}
          data-testid="status-filter"
          aria-label={t('requestTransaction.fields.status')}
        />
      )}
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} testId="list-error" />
      ) : (
        <Table
          size="small"
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          data-testid="transactions-table"
          onRow={(r) => ({ onClick: () => setOpenId(r.id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: 10,
            total: list.data?.page_info.total_record ?? 0,
            onChange: setPage,
          }}
          columns={[
            { key: 'code', title: t('requestTransaction.fields.trans_code'), dataIndex: 'trans_code' },
            { key: 'buy', title: t('requestTransaction.fields.buy_name'), dataIndex: 'buy_name' },
            {
              key: 'date',
              title: t('requestTransaction.fields.transaction_date'),
              render: (_, r) => f.date(r.transaction_date),
            },
            {
              key: 'ar',
              title: t('requestTransaction.fields.total_ar_amount'),
              align: 'right',
              render: (_, r) => f.vnd(r.total_ar_amount),
            },
            {
              key: 'adv',
              title: t('requestTransaction.fields.total_advance'),
              align: 'right',
              render: (_, r) => f.vnd(r.total_advance),
            },
            {
              key: 'sale',
              title: t('requestTransaction.fields.total_sale_price'),
              align: 'right',
              render: (_, r) => f.vnd(r.total_sale_price),
            },
            {
              key: 'status',
              title: t('requestTransaction.fields.status'),
              render: (_, r) => <StatusTag status={TRANSACTION_STAGE_LABELS[r.status]} code={r.status} />,
            },
          ]}
        />
      )}
      <Drawer
        open={openId !== null}
        width={Math.min(1100, window.innerWidth)}
        onClose={() => setOpenId(null)}
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
