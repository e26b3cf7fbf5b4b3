import { debtSettingsForm } from '@arflow/domain/api/credit-buyer';
import { Card, Empty, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { type BoundInput, SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { useCanPropose, useDebt, useSaveDebt } from './api.ts';
import { DEBT_FIELDS, DEBT_HISTORY } from './config.ts';

/** Rates that go above 100 or carry 3 decimals: a plain decimal input (the schema checks them). */
function decimalInput(precision: number) {
  return ({ value, onChange, testId }: BoundInput) => (
    <InputNumber<number>
      value={value as number | undefined}
      onChange={(v) => onChange?.(v)}
      min={0}
      step={precision === 3 ? 0.001 : 0.01}
      precision={precision}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
const FIELDS = {
  ...DEBT_FIELDS,
  late_payment_rate: { ...DEBT_FIELDS.late_payment_rate, render: decimalInput(2) },
  overdue_type1_rate: { ...DEBT_FIELDS.overdue_type1_rate, render: decimalInput(3) },
  overdue_type2_rate: { ...DEBT_FIELDS.overdue_type2_rate, render: decimalInput(3) },
};

/** The buyer's debt terms (spec §9): set by credit staff, read by the other credit roles. */
export function DebtPanel({ buyerId }: { buyerId: number }) {
  const { t } = useTranslation();
  const canEdit = useCanPropose();
  const debt = useDebt(buyerId);
  const save = useSaveDebt(buyerId);
  if (!debt.data) return null;
  const { data, history } = debt.data;
  return (
    <Card size="small" title={t('creditBuyer.debt.title')}>
      {!data && !canEdit ? (
        <Empty description={t('creditBuyer.debt.none')} />
      ) : (
        <SchemaForm
          key={data?.updated_at ?? 'new'}
          id="credit-debt"
          schema={debtSettingsForm}
          fields={FIELDS}
          initial={data ?? undefined}
          readOnly={!canEdit}
          submit={(body) => save.mutateAsync(body)}
          saving={save.isPending}
        />
      )}
      <HistoryTimeline testId="credit-debt-history" entries={history} {...DEBT_HISTORY} />
    </Card>
  );
}
