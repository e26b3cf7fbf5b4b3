import { FileExcelOutlined } from '@ant-design/icons';
import type { PaymentItem } from '@arflow/domain/api/payments';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { exportBatch, useEarlyPayments, useFunderBanks } from './api.ts';
import { paymentColumns } from './config.ts';
import { selectedBank } from './selected-bank.ts';

const ALL_UNPAID = { filters: {}, page: 1, size: 100, dir: 'ASC' } as const;

/**
 * /fun/early-payment/Export: choose completed transactions and download the batch file the bank
 * pays from (one line per transaction: the supplier's account and the sale price), from the
 * account chosen on SelectBank.
 */
export default function ExportPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const dialog = useResultDialog();
  const rows = useEarlyPayments(ALL_UNPAID);
  const banks = useFunderBanks();
  const bankId = selectedBank();
  const bank = banks.data?.data.find((b) => b.id === bankId);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const data = rows.data?.data ?? [];
  const total = data.filter((r) => chosen.includes(r.id)).reduce((s, r) => s + r.total_sale_price, 0);

  return (
    <div data-testid="export-page">
      <Typography.Title level={3}>{t('payments.export.title')}</Typography.Title>
      <Card>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert
            type={bank ? 'info' : 'warning'}
            showIcon
            message={
              bank
                ? `${t('payments.bank.from')}: ${bank.bank_name} — ${bank.bank_account_number}`
                : t('payments.export.noBank')
            }
            action={
              <Link to="/fun/early-payment/SelectBank">
                <Button size="small">{t('payments.bank.select')}</Button>
              </Link>
            }
          />
          <DetailTable<PaymentItem>
            rows={data}
            columns={paymentColumns('/fun/early-payment')}
            testId="export"
            loading={rows.isPending}
            rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as number[]) }}
          />
          <Space>
            <Button
              type="primary"
              icon={<FileExcelOutlined />}
              disabled={chosen.length === 0}
              loading={busy}
              onClick={() => {
                setBusy(true);
                exportBatch(chosen, bank?.id, f.locale)
                  .catch((e: unknown) => dialog.error(e))
                  .finally(() => setBusy(false));
              }}
              data-testid="export-download"
            >
              {t('payments.export.download', { count: chosen.length, total: f.vnd(total) })}
            </Button>
            <Link to="/fun/early-payment">
              <Button>{t('payments.back')}</Button>
            </Link>
          </Space>
        </Space>
      </Card>
    </div>
  );
}
