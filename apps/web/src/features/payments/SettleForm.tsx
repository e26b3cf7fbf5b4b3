import { DollarOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { CurrencyInput } from '../../shared/widgets/CurrencyInput.tsx';
import { DatePicker } from '../../shared/widgets/DatePicker.tsx';
import { newIdempotencyKey, useSettlePayment } from './api.ts';
import { SlipUpload } from './SlipUpload.tsx';

type Amounts = { amount: number | null; remaining_principal: number | null; interest_paid: number | null };

const LABELS = {
  amount: 'payments.fields.amount',
  remaining_principal: 'payments.fields.remaining_principal',
  interest_paid: 'payments.fields.interest_paid',
} as const satisfies Record<keyof Amounts, TextKey>;

/**
 * The buyer's payment on one receivable as the accountant reads the bank statement: the day, the
 * amount, what it leaves unpaid and the penal interest it pays (the server checks both, spec §8).
 * `collect`: the receivable is overdue, and the payment is recorded as a collection.
 */
export function SettleForm({ transId, arId, collect }: { transId: number; arId: number; collect?: boolean }) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const settle = useSettlePayment({ transId, arId, collect });
  const [key, setKey] = useState(newIdempotencyKey);
  const [date, setDate] = useState<string | null>(null);
  const [amounts, setAmounts] = useState<Amounts>({ amount: null, remaining_principal: 0, interest_paid: 0 });
  const [file, setFile] = useState<File | null>(null);
  const ready = file && date && Object.values(amounts).every((v) => v !== null);
  const money = (name: keyof Amounts) => (
    <Form.Item label={t(LABELS[name])} required>
      <CurrencyInput
        value={amounts[name]}
        onChange={(v) => setAmounts((a) => ({ ...a, [name]: v ?? null }))}
        data-testid={`settle-${arId}-${name}`}
      />
    </Form.Item>
  );

  const submit = async () => {
    if (!ready) return;
    try {
      const res = await settle.mutateAsync({
        key,
        file,
        fields: {
          ar_id: String(arId),
          payment_date: date,
          amount: String(amounts.amount),
          remaining_principal: String(amounts.remaining_principal),
          interest_paid: String(amounts.interest_paid),
        },
      });
      // The next payment is another request: a new key.
      setKey(newIdempotencyKey());
      await dialog.success(t(res.settled ? 'payments.settlement.settled' : 'payments.settlement.recorded'));
    } catch (error) {
      await dialog.error(error);
    }
  };

  return (
    <Form layout="vertical" data-testid={`settle-form-${arId}`}>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item label={t('payments.fields.payment_date')} required>
            <DatePicker value={date} onChange={setDate} data-testid={`settle-${arId}-date`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          {money('amount')}
        </Col>
        <Col xs={24} md={6}>
          {money('remaining_principal')}
        </Col>
        <Col xs={24} md={6}>
          {money('interest_paid')}
        </Col>
      </Row>
      <SlipUpload onChange={setFile} testId={`settle-${arId}-file`} />
      <Button
        type="primary"
        icon={<DollarOutlined />}
        disabled={!ready}
        loading={settle.isPending}
        onClick={() => void submit()}
        data-testid={`settle-${arId}-submit`}
      >
        {t('payments.settlement.record')}
      </Button>
    </Form>
  );
}
