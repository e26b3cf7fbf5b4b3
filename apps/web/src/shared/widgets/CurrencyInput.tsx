import { formatVnd } from '@arflow/domain/money';
import { InputNumber, type InputNumberProps } from 'antd';

export type CurrencyInputProps = Omit<
  InputNumberProps<number>,
  'formatter' | 'parser' | 'precision' | 'stringMode' | 'value' | 'onChange'
> & {
  value?: number | null;
  onChange?: (value: number | null) => void;
};

/** Digits only: typing '1.234.5' while editing must not be read as a decimal. */
export function parseDigits(display: string | undefined): number {
  const digits = (display ?? '').replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

/**
 * An amount in whole VND (spec §9): dot thousands separator, no decimals, suffix VND; the value
 * is an integer number (or null when empty).
 */
export function CurrencyInput({ value, onChange, ...rest }: CurrencyInputProps) {
  return (
    <InputNumber<number>
      style={{ width: '100%' }}
      min={0}
      max={Number.MAX_SAFE_INTEGER}
      precision={0}
      suffix="VND"
      {...rest}
      value={value ?? null}
      formatter={(v) => (v === undefined || v === null || `${v}` === '' ? '' : formatVnd(Number(v)))}
      parser={parseDigits}
      onChange={(v) => onChange?.(v === null || Number.isNaN(v) ? null : Math.trunc(v))}
    />
  );
}
