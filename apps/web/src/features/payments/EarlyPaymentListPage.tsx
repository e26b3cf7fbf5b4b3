import { BankOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { earlyPaymentRequest, useEarlyPayments } from './api.ts';
import { PaymentLists } from './PaymentLists.tsx';

/** /fun/early-payment: completed transactions to pay early, and those paid (spec §4). */
export default function EarlyPaymentListPage() {
  const { t } = useTranslation();
  return (
    <PaymentLists
      id="early-payment"
      title="payments.early.title"
      useRows={useEarlyPayments}
      request={earlyPaymentRequest}
      detail="/fun/early-payment"
      tabs={[
        ['early-unpaid', 'payments.early.unpaid'],
        ['early-paid', 'payments.early.paid'],
      ]}
      actions={
        <>
          <Link to="/fun/early-payment/SelectBank">
            <Button icon={<BankOutlined />} data-testid="early-payment-select-bank">
              {t('payments.bank.select')}
            </Button>
          </Link>
          <Link to="/fun/early-payment/Export">
            <Button icon={<FileExcelOutlined />} data-testid="early-payment-batch">
              {t('payments.export.title')}
            </Button>
          </Link>
        </>
      }
    />
  );
}
