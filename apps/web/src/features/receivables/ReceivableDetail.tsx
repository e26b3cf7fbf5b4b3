import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type ReceivableDetail as Detail, receivableForm } from '@arflow/domain/api/receivables';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { Col, Descriptions, Row, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailHeader } from '../../shared/detail/RecordDetail.tsx';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { HistoryCard, type HistoryLabels } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { useDeleteReceivable, useSaveReceivable, useTradingBuyers } from './api.ts';
import { AR_DETAIL_LABELS, AR_FIELDS, AR_HISTORY_ACTIONS, AR_SOURCE_LABELS } from './config.ts';

const AR_HISTORY = {
  statuses: RECEIVABLE_STATUS_LABELS,
  actions: AR_HISTORY_ACTIONS,
  fields: AR_FIELDS,
} satisfies HistoryLabels;

/**
 * One receivable: its facts, its D±n / O / BD status, its timeline (who, what, when, why) and
 * the actions the server allows the caller now (edit while AVAILABLE, delete with a reason).
 */
export function ReceivableDetail({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { data: ar, history, actions } = detail;
  const save = useSaveReceivable(ar.id);
  const remove = useDeleteReceivable(ar.id);
  const [editing, setEditing] = useState(false);
  const buyers = useTradingBuyers(editing);
  const fields = useMemo(
    () => ({
      ...AR_FIELDS,
      buy_id: {
        ...AR_FIELDS.buy_id,
        options: (buyers.data?.data ?? [{ id: ar.buy_id, code: '', name: ar.buy_name, mst: null }]).map(
          (b) => ({
            value: b.id,
            label: { vi: b.name, en: b.name },
          }),
        ),
      },
    }),
    [buyers.data, ar.buy_id, ar.buy_name],
  );

  const money = (
    k:
      | 'invoice_amount'
      | 'ar_amount'
      | 'due_payment'
      | 'buyer_first_payment'
      | 'advanced_amount'
      | 'reduced_amount'
      | 'refund_amount',
  ) => ({
    key: k,
    label: t(AR_DETAIL_LABELS[k]),
    children: f.vnd(ar[k]),
  });
  const date = (k: 'inv_date' | 'maturity_date' | 'due_payment_date' | 'buyer_first_payment_date') => ({
    key: k,
    label: t(AR_DETAIL_LABELS[k]),
    children: f.date(ar[k]),
  });

  return (
    <div data-testid="receivable-detail">
      <DetailHeader
        level={4}
        title={t('receivables.detail.title', { inv_no: ar.inv_no })}
        tags={
          <>
            <StatusTag status={RECEIVABLE_STATUS_LABELS[ar.status]} code={ar.status} />
            {ar.status_short && <Tag data-testid="receivable-status-short">{ar.status_short}</Tag>}
          </>
        }
        actions={
          <WorkflowActions
            allowed={actions}
            specs={{
              update: {
                label: 'common.actions.edit',
                testId: 'receivable-edit',
                icon: <EditOutlined />,
                run: () => setEditing(true),
              },
              delete: {
                label: 'receivables.detail.delete',
                testId: 'receivable-delete',
                icon: <DeleteOutlined />,
                danger: true,
                done: 'receivables.detail.deleted',
                reason: {
                  title: 'receivables.detail.deleteTitle',
                  hint: 'receivables.detail.deleteHint',
                  label: 'receivables.detail.reason',
                  required: 'receivables.detail.reasonRequired',
                  okText: 'receivables.letters.confirm',
                  submit: (reason) => remove.mutateAsync(reason),
                },
              },
            }}
          />
        }
      />
      <Row gutter={24}>
        <Col xs={24} lg={15}>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'sup_name', label: t('receivables.fields.sup_name'), children: ar.sup_name },
              { key: 'buy_name', label: t('receivables.fields.buy_name'), children: ar.buy_name },
              { key: 'inv_no', label: t('receivables.fields.inv_no'), children: ar.inv_no },
              date('inv_date'),
              money('invoice_amount'),
              money('ar_amount'),
              date('maturity_date'),
              { key: 'days', label: t('receivables.fields.days'), children: ar.days },
              money('buyer_first_payment'),
              date('buyer_first_payment_date'),
              money('due_payment'),
              date('due_payment_date'),
              money('advanced_amount'),
              money('reduced_amount'),
              money('refund_amount'),
              {
                key: 'source',
                label: t('receivables.fields.source'),
                children: t(AR_SOURCE_LABELS[ar.source]),
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={9}>
          <HistoryCard
            title="receivables.history.title"
            testId="receivable"
            entries={history}
            labels={AR_HISTORY}
          />
        </Col>
      </Row>
      <FormModal
        open={editing}
        title="receivables.trading.editTitle"
        width={760}
        onClose={() => setEditing(false)}
        id="receivable"
        schema={receivableForm}
        fields={fields}
        initial={ar}
        submit={(body) => save.mutateAsync(body)}
        saving={save.isPending}
      />
    </div>
  );
}
