import type { SettlementReceivable } from '@arflow/domain/api/payments';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { usePaymentSupplierBanks, useReceiveBanks, useSettlement, useSettlementGeneral } from './api.ts';
import { BANK_COLUMNS } from './config.ts';
import { JournalTable } from './JournalTable.tsx';
import { PaymentHeader } from './PaymentHeader.tsx';
import { SettleForm } from './SettleForm.tsx';
import { SETTLEMENT_RECORD_COLUMNS } from './settlement-records.tsx';

function ReceivableCard({
  r,
  transId,
  clearing,
}: {
  r: SettlementReceivable;
  transId: number;
  clearing: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card
      size="small"
      data-testid={`settlement-ar-${r.ar_id}`}
      title={
        <Space>
          {r.inv_no}
          <StatusTag status={RECEIVABLE_STATUS_LABELS[r.status]} code={r.status} />
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2, xl: 4 }} size="small">
        <Descriptions.Item label={t('payments.fields.maturity_date')}>
          {f.date(r.maturity_date)}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.fields.ar_amount')}>{f.vnd(r.ar_amount)}</Descriptions.Item>
        <Descriptions.Item label={t('payments.fields.advance')}>{f.vnd(r.advance)}</Descriptions.Item>
        <Descriptions.Item label={t('payments.fields.residual')}>{f.vnd(r.residual)}</Descriptions.Item>
        <Descriptions.Item label={t('payments.fields.days_late')}>{r.days_late}</Descriptions.Item>
        <Descriptions.Item label={t('payments.fields.unpaid')}>
          <span data-testid={`settlement-ar-${r.ar_id}-unpaid`}>{f.vnd(r.unpaid)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.fields.penal_outstanding')}>
          {f.vnd(r.penal_outstanding)}
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.fields.residual_paid')}>
          <span data-testid={`settlement-ar-${r.ar_id}-residual-paid`}>{f.vnd(r.residual_paid)}</span>
        </Descriptions.Item>
      </Descriptions>
      {r.payments.length > 0 && (
        <DetailTable
          rows={r.payments}
          columns={SETTLEMENT_RECORD_COLUMNS}
          testId={`settlement-ar-${r.ar_id}-payments`}
        />
      )}
      {!clearing && r.actions.includes('settle') && (
        <div style={{ marginTop: 16 }}>
          <SettleForm transId={transId} arId={r.ar_id} />
        </div>
      )}
    </Card>
  );
}

/**
 * /fun/settlement-payment/:id (and, read-only, /fun/clearing-settlement-payment/:id): a paid
 * transaction's settlement: totals, where the buyer pays, the supplier's bank, each receivable
 * with its position, its payments and, where the server offers `settle`, the payment form.
 */
export function SettlementDetail({ clearing = false }: { clearing?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useRouteId();
  const general = useSettlementGeneral(id);
  const detail = useSettlement(id);
  const receive = useReceiveBanks(id);
  const supplier = usePaymentSupplierBanks(id);
  const loaded = recordState(id, general, 'settlement-payment');
  if ('view' in loaded) return loaded.view;
  const { data, totals } = loaded.data;

  return (
    <div data-testid="settlement-detail-page">
      <PaymentHeader
        title={clearing ? 'payments.clearing.settlementTitle' : 'payments.settlement.detail'}
        data={data}
      />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('payments.general')}>
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
            <Descriptions.Item label={t('payments.fields.sup_name')}>{data.sup_name}</Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.buy_name')}>{data.buy_name}</Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.first_payment_date')}>
              {f.date(data.first_payment_date)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.settlement.amountDue')}>
              {f.vnd(totals.amount_due)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.settlement.collected')}>
              <span data-testid="settlement-collected">{f.vnd(totals.collected)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.unpaid')}>{f.vnd(totals.unpaid)}</Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.penal_outstanding')}>
              {f.vnd(totals.penal_outstanding)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        {(detail.data?.data ?? []).map((r) => (
          <ReceivableCard key={r.ar_id} r={r} transId={id} clearing={clearing} />
        ))}
        <Card title={t('payments.bank.receive')}>
          <DetailTable rows={receive} columns={BANK_COLUMNS} testId="receive-bank" />
        </Card>
        <Card title={t('payments.bank.supplier')}>
          <DetailTable rows={supplier} columns={BANK_COLUMNS} testId="supplier-bank" />
        </Card>
        <Card title={t('payments.journal.title')}>
          <JournalTable
            lines={detail.data?.journal ?? []}
            loading={detail.isPending}
            testId="settlement-journal"
          />
        </Card>
      </Space>
    </div>
  );
}

export default function SettlementDetailPage() {
  return <SettlementDetail />;
}
