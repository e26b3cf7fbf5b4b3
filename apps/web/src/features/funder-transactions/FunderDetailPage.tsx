import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { FunderTransactionDetail } from '@arflow/domain/api/funder-transactions';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import {
  BUYER_TRANSACTION_CODE_LABELS,
  FUNDER_TRANSACTION_CODE_LABELS,
} from '@arflow/domain/statuses/transaction-codes';
import type { TransactionAction } from '@arflow/domain/workflows/transaction';
import { Card, Col, Descriptions, Flex, Row, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { HistoryCard } from '../../shared/widgets/HistoryTimeline.tsx';
import { ReasonModal } from '../../shared/widgets/ReasonModal.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { type ActionSpec, WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { useChangeStep } from '../transaction-change/api.ts';
import { useConfirm, useDecide, useFunderRights, useFunderTransaction, useRejectDebtSale } from './api.ts';
import { ChangePanel } from './ChangePanel.tsx';
import { ChecksPanel } from './ChecksPanel.tsx';
import { AR_COLUMNS, FUNDER_HISTORY, LEVEL_LABELS, listOfPath, PAYMENT_LABELS } from './config.ts';
import { FilesPanel } from './FilesPanel.tsx';
import { PartnerPanel } from './PartnerPanel.tsx';
import { SignModal } from './SignModal.tsx';

type Decision = 'REJECT' | 'ADJUST' | 'ADD_DOC' | 'RESET';
type ReasonAction = Decision | 'reject_debt_sale' | 'start_change' | 'cancel_change';
const REASON_ACTIONS: ReasonAction[] = [
  'REJECT',
  'ADJUST',
  'ADD_DOC',
  'RESET',
  'reject_debt_sale',
  'start_change',
  'cancel_change',
];
const DANGER: readonly ReasonAction[] = ['REJECT', 'reject_debt_sale', 'cancel_change'];

const PAYMENT_FIELDS = [
  'total_ar_amount',
  'total_advance',
  'total_discount',
  'total_platform_fee',
  'total_sale_price',
  'total_residual',
] as const;

function PaymentDetail({
  detail,
  title,
}: {
  detail: FunderTransactionDetail['data']['payment_detail'] | null;
  title: TextKey;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card size="small" title={t(title)}>
      {detail ? (
        <Descriptions size="small" column={1}>
          {PAYMENT_FIELDS.map((k) => (
            <Descriptions.Item key={k} label={t(PAYMENT_LABELS[k])}>
              {f.vnd(detail[k])}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('funderTransactions.detail.notApproved')}</Typography.Text>
      )}
    </Card>
  );
}

/**
 * /fun/transactions/{list}/{id}: the transaction, its receivables, check records, files and
 * timeline. The buttons are the server's `actions` (TRANSACTION_WORKFLOW for this user now);
 * the decisions that need a reason ask for it first.
 */
export default function FunderDetailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useRouteId();
  const list = listOfPath(useLocation().pathname);
  const detail = useFunderTransaction(id);
  const decide = useDecide(id);
  const confirmEarly = useConfirm(id, 'early-payment-request');
  const confirmSale = useConfirm(id, 'debt-sale');
  const confirmIndSale = useConfirm(id, 'inddebt-sale');
  const rejectSale = useRejectDebtSale(id);
  const changeStep = useChangeStep(id);
  const rights = useFunderRights();
  const [asking, setAsking] = useState<ReasonAction | null>(null);
  const [signing, setSigning] = useState(false);

  const loaded = recordState(id, detail, 'funder-transaction');
  if ('view' in loaded) return loaded.view;
  const { data: tr, history, actions } = loaded.data;

  const reasonSpec = (a: ReasonAction): ActionSpec => ({
    label: `funderTransactions.actions.${a}`,
    testId: `decide-${a}`,
    danger: DANGER.includes(a),
    icon: DANGER.includes(a) ? <CloseOutlined /> : undefined,
    run: () => setAsking(a),
  });
  const specs: Partial<Record<TransactionAction, ActionSpec>> = {
    APPROVE: {
      label: 'funderTransactions.actions.APPROVE',
      testId: 'decide-APPROVE',
      icon: <CheckOutlined />,
      confirm: { title: 'funderTransactions.actions.approveConfirm' },
      run: () => decide.mutateAsync({ decision: 'APPROVE' }),
      done: 'funderTransactions.actions.done',
      pending: decide.isPending,
    },
    confirm_early_payment: {
      label: 'funderTransactions.actions.confirm_early_payment',
      testId: 'confirm-early-payment',
      icon: <CheckOutlined />,
      confirm: { title: 'funderTransactions.actions.confirmEarly' },
      run: () => confirmEarly.mutateAsync(),
      done: 'funderTransactions.actions.done',
      pending: confirmEarly.isPending,
    },
    confirm_debt_sale: {
      label: 'funderTransactions.actions.confirm_debt_sale',
      testId: 'confirm-debt-sale',
      icon: <CheckOutlined />,
      confirm: { title: 'funderTransactions.actions.confirmDebtSale' },
      run: () => (tr.individual ? confirmIndSale.mutateAsync() : confirmSale.mutateAsync()),
      done: 'funderTransactions.actions.done',
      pending: confirmSale.isPending || confirmIndSale.isPending,
    },
    approve_change: {
      label: 'funderTransactions.actions.approve_change',
      testId: 'approve-change',
      icon: <CheckOutlined />,
      confirm: { title: 'funderTransactions.actions.approveChangeConfirm' },
      run: () => changeStep.mutateAsync({ step: 'approve-change' }),
      done: 'funderTransactions.actions.done',
      pending: changeStep.isPending,
    },
    sign_early_payment: {
      label: 'funderTransactions.sign.action',
      testId: 'sign-early-payment',
      run: () => setSigning(true),
    },
    ...Object.fromEntries(REASON_ACTIONS.map((a) => [a, reasonSpec(a)])),
  };
  const reasonTitle: TextKey | null = asking ? `funderTransactions.actions.${asking}` : null;
  const submitReason = (reason: string) => {
    if (asking === 'reject_debt_sale') return rejectSale.mutateAsync(reason);
    if (asking === 'start_change') return changeStep.mutateAsync({ step: 'funding-notice', reason });
    if (asking === 'cancel_change') return changeStep.mutateAsync({ step: 'cancel-change', reason });
    return decide.mutateAsync({ decision: asking as Decision, reason });
  };

  const tabs = [
    { key: 'checks', label: t('funderTransactions.detail.checks'), children: <ChecksPanel id={id} /> },
    {
      key: 'files',
      label: t('funderTransactions.detail.files'),
      children: <FilesPanel id={id} canEdit={rights.files} />,
    },
    ...(tr.list === 'internal'
      ? [
          {
            key: 'partner',
            label: t('funderTransactions.partner.title'),
            children: <PartnerPanel id={id} canSelect={rights.confirm} />,
          },
        ]
      : []),
  ];

  return (
    <div data-testid="funder-transaction-detail-page">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space align="center" wrap>
          <Link to={`/fun/transactions/${list}`}>{t('funderTransactions.detail.back')}</Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('funderTransactions.detail.title', { code: tr.trans_code })}
          </Typography.Title>
          <StatusTag status={TRANSACTION_STAGE_LABELS[tr.status]} code={tr.status} />
          <StatusTag
            status={FUNDER_TRANSACTION_CODE_LABELS[tr.code as keyof typeof FUNDER_TRANSACTION_CODE_LABELS]}
            code={String(tr.code)}
          />
        </Space>
        <WorkflowActions allowed={actions} specs={specs} />
      </Flex>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('funderTransactions.fields.sup_name')}>{tr.sup_name}</Descriptions.Item>
        <Descriptions.Item label={t('funderTransactions.fields.sup_mst')}>{tr.sup_mst}</Descriptions.Item>
        <Descriptions.Item label={t('funderTransactions.fields.buy_name')}>{tr.buy_name}</Descriptions.Item>
        <Descriptions.Item label={t('funderTransactions.fields.transaction_date')}>
          {f.date(tr.transaction_date)}
        </Descriptions.Item>
        <Descriptions.Item label={t('funderTransactions.fields.buyer_status')}>
          {tr.buyer_status !== null && tr.buyer_status in BUYER_TRANSACTION_CODE_LABELS ? (
            <StatusTag
              status={
                BUYER_TRANSACTION_CODE_LABELS[tr.buyer_status as keyof typeof BUYER_TRANSACTION_CODE_LABELS]
              }
              code={String(tr.buyer_status)}
            />
          ) : (
            t('funderTransactions.detail.buyerWaiting')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('funderTransactions.fields.level')}>
          {tr.level ? t(LEVEL_LABELS[tr.level]) : '—'}
        </Descriptions.Item>
        {tr.reason && (
          <Descriptions.Item label={t('funderTransactions.fields.reason')} span={3}>
            <span data-testid="transaction-reason">{tr.reason}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PaymentDetail detail={tr.payment_detail} title="funderTransactions.detail.payment" />
        </Col>
        <Col xs={24} lg={12}>
          <PaymentDetail detail={tr.payment_detail_approved} title="funderTransactions.detail.approved" />
        </Col>
        <Col span={24}>
          <Card
            size="small"
            title={t('funderTransactions.detail.ars')}
            extra={
              <Link to={`/fun/transactions/${list}/ar/${id}`}>{t('funderTransactions.detail.arPage')}</Link>
            }
          >
            <DetailTable rows={tr.ars} columns={AR_COLUMNS} rowKey="ar_id" testId="funder-ar" />
          </Card>
        </Col>
        {(list === 'change' || tr.status === 'CHANGE') && (
          <Col span={24}>
            <ChangePanel id={id} />
          </Col>
        )}
        <Col xs={24} lg={16}>
          <Tabs items={tabs} />
        </Col>
        <Col xs={24} lg={8}>
          <HistoryCard
            title="funderTransactions.history.title"
            testId="funder-transaction"
            entries={history}
            labels={FUNDER_HISTORY}
          />
        </Col>
      </Row>
      <SignModal id={id} open={signing} onClose={() => setSigning(false)} />
      <ReasonModal
        open={asking !== null}
        title={reasonTitle ? `${t(reasonTitle)} — ${t('funderTransactions.actions.reasonTitle')}` : ''}
        label="funderTransactions.actions.reason"
        required="funderTransactions.actions.reasonRequired"
        testId="reason"
        onClose={() => setAsking(null)}
        submit={submitReason}
      />
    </div>
  );
}
