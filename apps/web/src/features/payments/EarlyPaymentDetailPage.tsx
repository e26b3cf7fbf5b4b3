import { Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { useFirstPayment, useFirstPaymentGeneral, useSupplierBanks } from './api.ts';
import { BANK_COLUMNS, RECEIVABLE_COLUMNS } from './config.ts';
import { FileLink } from './FileLink.tsx';
import { JournalTable } from './JournalTable.tsx';
import { PayFirstForm } from './PayFirstForm.tsx';
import { PaymentHeader } from './PaymentHeader.tsx';

/**
 * /fun/early-payment/:id (and, read-only, /fun/clearing-early-payment/:id): the transaction,
 * its payment, the supplier's bank, the receivables and the journal lines of the payment. The
 * payment form shows when the server offers pay_first.
 */
export function EarlyPaymentDetail({ clearing = false }: { clearing?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useRouteId();
  const general = useFirstPaymentGeneral(id);
  const detail = useFirstPayment(id);
  const banks = useSupplierBanks(id);
  const loaded = recordState(id, general, 'early-payment');
  if ('view' in loaded) return loaded.view;
  const { data, payment, actions } = loaded.data;

  return (
    <div data-testid="early-payment-detail-page">
      <PaymentHeader
        title={clearing ? 'payments.clearing.earlyTitle' : 'payments.early.detail'}
        data={data}
      />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('payments.general')}>
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
            <Descriptions.Item label={t('payments.fields.sup_name')}>{data.sup_name}</Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.sup_mst')}>{data.sup_mst}</Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.buy_name')}>{data.buy_name}</Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.transaction_date')}>
              {f.date(data.transaction_date)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.total_ar_amount')}>
              {f.vnd(data.total_ar_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.total_advance')}>
              {f.vnd(data.total_advance)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.total_sale_price')}>
              <span data-testid="early-payment-sale-price">{f.vnd(data.total_sale_price)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.fields.total_residual')}>
              {f.vnd(data.total_residual)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        {payment && (
          <Card title={t('payments.early.payment')} data-testid="first-payment-info">
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
              <Descriptions.Item label={t('payments.fields.payment_date')}>
                {f.date(payment.payment_date)}
              </Descriptions.Item>
              <Descriptions.Item label={t('payments.bank.from')}>
                {payment.bank_name ? `${payment.bank_name} — ${payment.bank_account_number}` : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('payments.fields.slip')}>
                <FileLink id={payment.file_id} name={payment.file_name} />
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
        {!clearing && actions.includes('pay_first') && <PayFirstForm id={id} />}
        <Card title={t('payments.bank.supplier')}>
          <DetailTable rows={banks} columns={BANK_COLUMNS} testId="supplier-bank" />
        </Card>
        <Card title={t('payments.receivables')}>
          <DetailTable
            rows={detail}
            columns={RECEIVABLE_COLUMNS}
            rowKey="ar_id"
            testId="early-payment-receivables"
          />
        </Card>
        <Card title={t('payments.journal.title')}>
          <JournalTable
            lines={detail.data?.journal ?? []}
            loading={detail.isPending}
            testId="early-payment-journal"
          />
        </Card>
      </Space>
    </div>
  );
}

export default function EarlyPaymentDetailPage() {
  return <EarlyPaymentDetail />;
}
