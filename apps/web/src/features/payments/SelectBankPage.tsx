import { Alert, Button, Card, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useFunderBanks } from './api.ts';
import { selectBank, selectedBank } from './selected-bank.ts';

/**
 * /fun/early-payment/SelectBank: the funder's account the early payments go out from. The
 * accounts are the funder's bank info (profile bank-info); the choice is kept in this browser,
 * offered on each payment and written on it (docs/decisions.md "Payments").
 */
export default function SelectBankPage() {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const banks = useFunderBanks();
  const [chosen, setChosen] = useState<number | undefined>(selectedBank);
  const list = banks.data?.data ?? [];
  return (
    <div data-testid="select-bank-page">
      <Typography.Title level={3}>{t('payments.bank.select')}</Typography.Title>
      <Card loading={banks.isPending}>
        {list.length === 0 ? (
          <Alert type="info" showIcon message={t('payments.bank.none')} />
        ) : (
          <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as number)}>
            <Space direction="vertical">
              {list.map((b) => (
                <Radio key={b.id} value={b.id} data-testid={`select-bank-${b.id}`}>
                  <b>{b.bank_name}</b> — {b.bank_account_number} ({b.bank_holder_name}
                  {b.bank_branch ? `, ${b.bank_branch}` : ''})
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
        <Space style={{ marginTop: 16 }}>
          <Button
            type="primary"
            disabled={chosen === undefined}
            onClick={() => {
              selectBank(chosen);
              void dialog.success(t('payments.bank.saved'));
            }}
            data-testid="select-bank-save"
          >
            {t('payments.bank.use')}
          </Button>
          <Link to="/fun/early-payment">
            <Button>{t('payments.back')}</Button>
          </Link>
        </Space>
      </Card>
    </div>
  );
}
