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
export function PercentField({
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
