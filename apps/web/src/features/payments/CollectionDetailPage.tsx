import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { ReasonModal, SUBMIT_REASON_IDS } from '../../shared/widgets/ReasonModal.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useCanCollect, useCollection, useWriteOff } from './collections-api.ts';
import { SettleForm } from './SettleForm.tsx';
import { SETTLEMENT_RECORD_COLUMNS } from './settlement-records.tsx';

const HISTORY_ACTIONS = {
  FIRST_PAY: 'payments.collection.history.first_pay',
  ENTER_SETTLEMENT: 'payments.collection.history.enter_settlement',
  MARK_OVERDUE: 'payments.collection.history.mark_overdue',
  MARK_BAD_DEBT: 'payments.collection.history.mark_bad_debt',
  COMPLETE_COLLECTION: 'payments.collection.history.complete_collection',
  WRITE_OFF: 'payments.collection.history.write_off',
} as const;
const HISTORY_FIELDS = { advanced_amount: { label: 'payments.fields.advance' } } as const;

/**
 * /fun/debt-collection/:id: an unpaid sold receivable: where it stands today (days late, unpaid,
 * penal interest), the buyer's payments, its timeline; the collection payment form and the
 * write-off, each only when the server offers it to this user.
 */
export default function CollectionDetailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useRouteId();
  const query = useCollection(id);
  const writeOff = useWriteOff(id);
  const canCollect = useCanCollect();
  const [writingOff, setWritingOff] = useState(false);
  const loaded = recordState(id, query, 'debt-collection');
  if ('view' in loaded) return loaded.view;
  const { data, payments, history, actions } = loaded.data;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="debt-collection-detail">
      <Card
        title={
          <Space>
            {t('payments.collection.detail', { inv_no: data.inv_no })}
            <StatusTag
              status={RECEIVABLE_STATUS_LABELS[data.status as keyof typeof RECEIVABLE_STATUS_LABELS]}
              code={data.status}
            />
          </Space>
        }
        extra={
          actions.includes('write_off') && (
            <Button danger onClick={() => setWritingOff(true)} data-testid="debt-collection-write-off">
              {t('payments.collection.writeOff')}
            </Button>
          )
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('payments.fields.trans_code')}>{data.trans_code}</Descriptions.Item>
          <Descriptions.Item label={t('payments.fields.sup_name')}>{data.sup_name}</Descriptions.Item>
          <Descriptions.Item label={t('payments.fields.buy_name')}>{data.buy_name}</Descriptions.Item>
          <Descriptions.Item label={t('payments.fields.maturity_date')}>
            {f.date(data.maturity_date)}
          </Descriptions.Item>
          <Descriptions.Item label={t('payments.fields.ar_amount')}>
            {f.vnd(data.ar_amount)}
          </Descriptions.Item>
          <Descriptions.Item label={t('payments.fields.advance')}>
            {f.vnd(data.advanced_amount)}
          </Descriptions.Item>
          <Descriptions.Item label={t('payments.fields.days_late')}>{data.days_late}</Descriptions.Item>
          <Descriptions.Item label={t('payments.fields.unpaid')}>
            <span data-testid="debt-collection-unpaid">{f.vnd(data.unpaid)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('payments.fields.penal_outstanding')}>
            {f.vnd(data.penal_outstanding)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('payments.collection.payments')}>
        {payments.length > 0 && (
          <DetailTable
            rows={payments}
            columns={SETTLEMENT_RECORD_COLUMNS}
            testId="debt-collection-payments"
          />
        )}
        {canCollect && actions.includes('complete_collection') && (
          <div style={{ marginTop: 16 }}>
            <SettleForm transId={data.trans_id} arId={data.id} collect />
          </div>
        )}
      </Card>
      <Card title={t('payments.collection.timeline')}>
        <HistoryTimeline
          entries={history}
          statuses={RECEIVABLE_STATUS_LABELS}
          actions={HISTORY_ACTIONS}
          fields={HISTORY_FIELDS}
          testId="debt-collection-history"
        />
      </Card>
      <ReasonModal
        open={writingOff}
        title={t('payments.collection.writeOffTitle')}
        okText="payments.collection.writeOffTitle"
        label="payments.collection.reason"
        required="payments.collection.reasonRequired"
        danger
        done="payments.collection.writtenOff"
        onClose={() => setWritingOff(false)}
        submit={(reason) => writeOff.mutateAsync({ reason })}
        testId="debt-collection-write-off-dialog"
        ids={SUBMIT_REASON_IDS}
      />
    </Space>
  );
}
