import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { BUYER_TRANSACTION_CODE_LABELS } from '@arflow/domain/statuses/transaction-codes';
import type { BuyerConfirmationAction } from '@arflow/domain/workflows/buyer-confirmation';
import { Descriptions, Modal, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { ReasonModal, SUBMIT_REASON_IDS } from '../../shared/widgets/ReasonModal.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { useBuyerDecisions, useBuyerTransaction } from './api.ts';
import { HISTORY_ACTIONS, RECEIVABLE_COLUMNS } from './config.ts';
import { DocumentList } from './DocumentList.tsx';
import { FundingPanel } from './FundingPanel.tsx';
import { SignDocsDialog } from './SignDocsDialog.tsx';

/** The buyer's two refusals, each with its reason: the transaction, or the funding offered. */
const REJECTIONS = {
  reject: {
    action: 'buyerTransactions.actions.reject',
    done: 'buyerTransactions.reject.done',
    testId: 'buyer-reject',
  },
  rejectFunding: {
    action: 'buyerTransactions.actions.reject_funding',
    done: 'buyerTransactions.funding.rejected',
    testId: 'buyer-reject-funding',
  },
} as const;

/** The popup's tabs are the spec's sub-views of /buy/transeachtime, named by the URL's hash. */
export const POPUP_TABS = ['transet-wc-popup', 'view-file-docs', 'viewuploadfile', 'history'] as const;
export type PopupTab = (typeof POPUP_TABS)[number];

const STATUSES = { ...TRANSACTION_STAGE_LABELS, ...BUYER_TRANSACTION_CODE_LABELS };

/**
 * One transaction for its buyer: the summary and receivables, the supplier's documents, the
 * funding request when the buyer funds it, the timeline, and exactly the actions the server allows.
 */
export function TransactionPopup({
  id,
  tab,
  onTab,
  onClose,
}: {
  id: number;
  tab: PopupTab;
  onTab: (tab: PopupTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const detail = useBuyerTransaction(id);
  const decide = useBuyerDecisions(id);
  const [dialog, setDialog] = useState<null | 'sign' | 'reject' | 'rejectFunding'>(null);

  const body = () => {
    if (detail.isPending) return <Spin data-testid="buyer-transaction-loading" />;
    if (detail.isError)
      return (
        <LoadError
          error={detail.error}
          onRetry={() => void detail.refetch()}
          testId="buyer-transaction-error"
        />
      );
    const { data, receivables, documents, funding_request, history, actions } = detail.data;
    const code = BUYER_TRANSACTION_CODE_LABELS[data.buyer_status as 0];
    const specs = {
      confirm: {
        label: 'buyerTransactions.actions.confirm',
        testId: 'buyer-confirm',
        icon: <CheckOutlined />,
        run: () => setDialog('sign'),
      },
      reject: {
        label: 'buyerTransactions.actions.reject',
        testId: 'buyer-reject',
        danger: true,
        icon: <CloseOutlined />,
        run: () => setDialog('reject'),
      },
      approve_funding: {
        label: 'buyerTransactions.actions.approve_funding',
        testId: 'buyer-approve-funding',
        confirm: { title: 'buyerTransactions.funding.approveConfirm' },
        run: () => decide.approveFunding.mutateAsync(undefined),
        done: 'buyerTransactions.funding.approved',
      },
      reject_funding: {
        label: 'buyerTransactions.actions.reject_funding',
        testId: 'buyer-reject-funding',
        danger: true,
        run: () => setDialog('rejectFunding'),
      },
      confirm_disbursement: {
        label: 'buyerTransactions.actions.confirm_disbursement',
        testId: 'buyer-confirm-disbursement',
        confirm: { title: 'buyerTransactions.funding.disburseConfirm' },
        run: () => decide.confirmDisbursement.mutateAsync(undefined),
        done: 'buyerTransactions.funding.disbursed',
      },
    } as const;
    const items = [
      {
        key: 'transet-wc-popup',
        label: t('buyerTransactions.popup.summary'),
        children: (
          <>
            <Descriptions size="small" column={2} bordered data-testid="buyer-transaction-summary">
              <Descriptions.Item label={t('buyerTransactions.fields.trans_code')}>
                {data.trans_code}
              </Descriptions.Item>
              <Descriptions.Item label={t('buyerTransactions.fields.buyer_status')}>
                {code ? <StatusTag status={code} code={String(data.buyer_status)} /> : null}
              </Descriptions.Item>
              <Descriptions.Item label={t('buyerTransactions.fields.sup_name')}>
                {data.sup_name}
              </Descriptions.Item>
              <Descriptions.Item label={t('buyerTransactions.fields.sup_mst')}>
                {data.sup_mst}
              </Descriptions.Item>
              <Descriptions.Item label={t('buyerTransactions.fields.transaction_date')}>
                {f.date(data.transaction_date)}
              </Descriptions.Item>
              <Descriptions.Item label={t('buyerTransactions.fields.status')}>
                <StatusTag status={TRANSACTION_STAGE_LABELS[data.status]} code={data.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('buyerTransactions.fields.total_ar_amount')}>
                {f.vnd(data.total_ar_amount)}
              </Descriptions.Item>
              <Descriptions.Item label={t('buyerTransactions.fields.total_advance')}>
                {f.vnd(data.total_advance)}
              </Descriptions.Item>
              <Descriptions.Item label={t('buyerTransactions.fields.total_discount')}>
                {f.vnd(data.total_discount)}
              </Descriptions.Item>
              <Descriptions.Item label={t('buyerTransactions.fields.total_residual')}>
                {f.vnd(data.total_residual)}
              </Descriptions.Item>
              {data.reason ? (
                <Descriptions.Item label={t('buyerTransactions.reject.reason')} span={2}>
                  {data.reason}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            <div style={{ marginTop: 16 }}>
              <DetailTable
                rows={receivables}
                columns={RECEIVABLE_COLUMNS}
                rowKey="ar_id"
                testId="buyer-transaction-receivable"
                tableTestId="buyer-transaction-receivables"
              />
            </div>
          </>
        ),
      },
      {
        key: 'view-file-docs',
        label: t('buyerTransactions.popup.documents'),
        children: <DocumentList transId={id} documents={documents} kind="documents" />,
      },
      ...(funding_request
        ? [
            {
              key: 'viewuploadfile',
              label: t('buyerTransactions.popup.funding'),
              children: <FundingPanel transId={id} request={funding_request} />,
            },
          ]
        : []),
      {
        key: 'history',
        label: t('buyerTransactions.popup.history'),
        children: (
          <HistoryTimeline
            entries={history}
            statuses={STATUSES}
            actions={HISTORY_ACTIONS}
            fields={{}}
            testId="buyer-transaction-history"
          />
        ),
      },
    ];
    return (
      <>
        <WorkflowActions<BuyerConfirmationAction> allowed={actions} specs={specs} />
        <Tabs
          activeKey={items.some((i) => i.key === tab) ? tab : 'transet-wc-popup'}
          onChange={(k) => onTab(k as PopupTab)}
          items={items}
        />
        <SignDocsDialog
          open={dialog === 'sign'}
          transId={id}
          documents={documents}
          onClose={() => setDialog(null)}
          onConfirm={() => decide.confirm.mutateAsync(undefined)}
          pending={decide.confirm.isPending}
        />
        {(['reject', 'rejectFunding'] as const).map((which) => (
          <ReasonModal
            key={which}
            open={dialog === which}
            title={t(REJECTIONS[which].action)}
            okText={REJECTIONS[which].action}
            label="buyerTransactions.reject.reason"
            required="buyerTransactions.reject.reasonRequired"
            danger
            done={REJECTIONS[which].done}
            onClose={() => setDialog(null)}
            submit={(reason) => decide[which].mutateAsync(reason)}
            testId={REJECTIONS[which].testId}
            ids={SUBMIT_REASON_IDS}
          />
        ))}
      </>
    );
  };

  return (
    <Modal
      open
      width={1000}
      title={
        detail.data
          ? `${t('buyerTransactions.popup.title')} ${detail.data.data.trans_code}`
          : t('buyerTransactions.popup.title')
      }
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="buyer-transaction-popup"
    >
      {body()}
    </Modal>
  );
}
