import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import { maturityForm, type SupplierRateItem } from '@arflow/domain/api/credit-buyer';
import { BUYER_MATURITY_STATUS_LABELS } from '@arflow/domain/statuses/buyer-maturity';
import { Button, Card, Empty, Flex, InputNumber, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { useCorporateSuppliers } from '../suppliers/api.ts';
import {
  useCanPropose,
  useMaturity,
  useMoveMaturity,
  useSaveSupplierRates,
  useSetupMaturity,
  useSupplierRates,
} from './api.ts';
import { MATURITY_FIELDS, MATURITY_HISTORY } from './config.ts';

type Rate = Pick<SupplierRateItem, 'sup_id' | 'sup_name' | 'discount_rate' | 'max_payment_ratio'>;

/** The draft's supplier rates, edited in place and saved together (request-supplier-rate-settings). */
function SupplierRates({ buyerId, editable }: { buyerId: number; editable: boolean }) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const rates = useSupplierRates(buyerId);
  const save = useSaveSupplierRates(buyerId);
  const [rows, setRows] = useState<Rate[]>([]);
  const [keyword, setKeyword] = useState('');
  const suppliers = useCorporateSuppliers({ filters: { name: keyword }, page: 1, size: 20, dir: 'ASC' });
  useEffect(() => setRows(rates.data?.data ?? []), [rates.data]);
  const set = (supId: number, patch: Partial<Rate>) =>
    setRows((r) => r.map((row) => (row.sup_id === supId ? { ...row, ...patch } : row)));
  const submit = async () => {
    try {
      await save.mutateAsync({
        settings: rows.map(({ sup_id, discount_rate, max_payment_ratio }) => ({
          sup_id,
          discount_rate,
          max_payment_ratio,
        })),
      });
      await dialog.success();
    } catch (e) {
      await dialog.error(e);
    }
  };
  const rateInput = (value: number, onChange: (v: number) => void, testId: string) =>
    editable ? (
      <InputNumber<number>
        value={value}
        min={0}
        max={100}
        step={0.01}
        precision={2}
        onChange={(v) => onChange(v ?? 0)}
        data-testid={testId}
      />
    ) : (
      `${value} %`
    );
  // The rates are cells the user edits in place while the draft is open.
  const columns: Column<Rate>[] = [
    { key: 'sup_name', label: 'creditBuyer.rates.supplier' },
    {
      key: 'discount_rate',
      label: 'creditBuyer.rates.discount_rate',
      render: (v, r) => rateInput(v, (d) => set(r.sup_id, { discount_rate: d }), `credit-rate-${r.sup_id}`),
    },
    {
      key: 'max_payment_ratio',
      label: 'creditBuyer.rates.max_payment_ratio',
      render: (v, r) =>
        rateInput(v, (d) => set(r.sup_id, { max_payment_ratio: d }), `credit-ratio-${r.sup_id}`),
    },
  ];
  return (
    <Card size="small" title={t('creditBuyer.rates.title')} style={{ marginTop: 16 }}>
      {editable && (
        <Flex gap={8} style={{ marginBottom: 8 }}>
          <Select
            showSearch
            style={{ minWidth: 320 }}
            placeholder={t('creditBuyer.rates.add')}
            filterOption={false}
            onSearch={setKeyword}
            value={null}
            data-testid="credit-rates-add"
            options={(suppliers.data?.data ?? [])
              .filter((s) => !rows.some((r) => r.sup_id === s.id))
              .map((s) => ({ value: s.id, label: `${s.code} — ${s.name}` }))}
            onChange={(id: number) => {
              const s = suppliers.data?.data.find((x) => x.id === id);
              if (s)
                setRows((r) => [
                  ...r,
                  { sup_id: s.id, sup_name: s.name, discount_rate: 0, max_payment_ratio: 80 },
                ]);
            }}
          />
          <Button
            type="primary"
            onClick={() => void submit()}
            loading={save.isPending}
            data-testid="credit-rates-save"
          >
            {t('common.actions.save')}
          </Button>
        </Flex>
      )}
      <DetailTable<Rate>
        rows={rows}
        columns={columns}
        rowKey="sup_id"
        testId="credit-rates"
        tableTestId="credit-rates"
        empty={<Empty description={t('creditBuyer.rates.none')} />}
        actions={
          editable
            ? (r) => (
                <Button
                  size="small"
                  danger
                  onClick={() => setRows((all) => all.filter((x) => x.sup_id !== r.sup_id))}
                >
                  {t('creditBuyer.rates.remove')}
                </Button>
              )
            : undefined
        }
      />
    </Card>
  );
}

/** The buyer's maturity terms: the draft (edit, request), its confirmation, the confirmed terms. */
export function MaturityPanel({ buyerId }: { buyerId: number }) {
  const { t } = useTranslation();
  const canEdit = useCanPropose();
  const maturity = useMaturity(buyerId);
  const setup = useSetupMaturity(buyerId);
  const move = useMoveMaturity();
  if (!maturity.data) return null;
  const { latest, actions, history } = maturity.data;
  const editable = canEdit && (actions.includes('setup') || actions.includes('update'));
  return (
    <>
      <Card
        size="small"
        title={
          <Space>
            {t('creditBuyer.maturity.title')}
            {latest && (
              <StatusTag status={BUYER_MATURITY_STATUS_LABELS[latest.status]} code={latest.status} />
            )}
          </Space>
        }
        extra={
          latest && (
            <WorkflowActions
              allowed={actions}
              specs={{
                request: {
                  label: 'creditBuyer.maturity.request',
                  testId: 'credit-maturity-request',
                  icon: <SendOutlined />,
                  run: () => move.mutateAsync({ id: latest.id, action: 'request' }),
                  done: 'creditBuyer.maturity.requested',
                  pending: move.isPending,
                },
                confirm: {
                  label: 'creditBuyer.maturity.confirm',
                  testId: 'credit-maturity-confirm',
                  icon: <CheckOutlined />,
                  run: () => move.mutateAsync({ id: latest.id, action: 'confirm' }),
                  done: 'creditBuyer.maturity.confirmed',
                  pending: move.isPending,
                },
              }}
            />
          )
        }
      >
        {!latest && !editable ? (
          <Empty description={t('creditBuyer.maturity.none')} />
        ) : (
          <SchemaForm
            key={latest?.updated_at ?? 'new'}
            id="credit-maturity"
            schema={maturityForm}
            fields={MATURITY_FIELDS}
            initial={latest ?? undefined}
            readOnly={!editable}
            submit={(body) => setup.mutateAsync(body)}
            saving={setup.isPending}
          />
        )}
        <HistoryTimeline testId="credit-maturity-history" entries={history} {...MATURITY_HISTORY} />
      </Card>
      {latest && <SupplierRates buyerId={buyerId} editable={canEdit && latest.status === 'DRAFT'} />}
    </>
  );
}
