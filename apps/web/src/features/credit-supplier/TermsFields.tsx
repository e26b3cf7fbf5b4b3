import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { CurrencyInput } from '../../shared/widgets/CurrencyInput.tsx';

type Field<V> = { label: TextKey; value: V | null; onChange: (v: V | null) => void; testId: string };

/** A credit's limit in whole VND (applied for or granted). */
export function LimitField({ label, value, onChange, testId }: Field<number>) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t(label)} required>
      <CurrencyInput value={value} onChange={onChange} style={{ width: '100%' }} data-testid={testId} />
    </Form.Item>
  );
}

/** A credit's percentage (discount rate a year, payment ratio), 0–100 with two decimals at most. */
function PercentField({
  label,
  hint,
  step,
  value,
  onChange,
  testId,
}: Field<number> & { hint: TextKey; step: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t(label)} required extra={t(hint)}>
      <InputNumber<number>
        value={value}
        onChange={onChange}
        min={0}
        max={100}
        step={step}
        precision={2}
        style={{ width: '100%' }}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** A discount rate a year (applied for or granted): hundredths of a percent, with its hint. */
export function RateField(props: Field<number>) {
  return <PercentField {...props} hint="creditSupplier.form.rateHint" step={0.01} />;
}

/** The maximum payment ratio of a granted credit: whole percents, with its hint. */
export function RatioField(props: Field<number>) {
  return <PercentField {...props} hint="creditSupplier.form.ratioHint" step={1} />;
}
