import { DollarOutlined } from '@ant-design/icons';
import { Button, Card, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { DatePicker } from '../../shared/widgets/DatePicker.tsx';
import { newIdempotencyKey, useFunderBanks, usePayFirst } from './api.ts';
import { SlipUpload } from './SlipUpload.tsx';
import { selectedBank } from './selected-bank.ts';

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });

/** The accountant pays the early amount: the funder's account, the day, the payment slip. */
export function PayFirstForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const banks = useFunderBanks();
  const pay = usePayFirst(id);
  // One key per opening of the form: a double click or a retry moves the money once.
  const [key] = useState(newIdempotencyKey);
  const [bankId, setBankId] = useState<number | undefined>(selectedBank);
  const [date, setDate] = useState<string | null>(today());
  const [file, setFile] = useState<File | null>(null);

  const submit = async () => {
    if (!file) return;
    const ok = await dialog.confirm(t('payments.early.payConfirm'), t('payments.early.payHint'));
    if (!ok) return;
    try {
      await pay.mutateAsync({
        key,
        file,
        fields: {
          trans_id: String(id),
          ...(date ? { payment_date: date } : {}),
          ...(bankId ? { bank_id: String(bankId) } : {}),
        },
      });
      await dialog.success(t('payments.early.paid'));
    } catch (error) {
      await dialog.error(error);
    }
  };

  return (
    <Card title={t('payments.early.pay')} data-testid="pay-first-form" style={{ marginBottom: 16 }}>
      <Form layout="vertical">
        <Form.Item label={t('payments.bank.from')}>
          <Select
            allowClear
            value={bankId}
            onChange={setBankId}
            loading={banks.isPending}
            data-testid="pay-first-bank"
            options={(banks.data?.data ?? []).map((b) => ({
              value: b.id,
              label: `${b.bank_name} — ${b.bank_account_number}`,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('payments.fields.payment_date')} required>
          <DatePicker value={date} onChange={setDate} data-testid="pay-first-date" />
        </Form.Item>
        <SlipUpload onChange={setFile} testId="pay-first-file" />
        <Button
          type="primary"
          icon={<DollarOutlined />}
          disabled={!file || !date}
          loading={pay.isPending}
          onClick={() => void submit()}
          data-testid="pay-first-submit"
        >
          {t('payments.early.pay')}
        </Button>
      </Form>
    </Card>
  );
}
