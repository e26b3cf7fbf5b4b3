import { dateFormatOf } from '@arflow/domain/format';
import { DatePicker as AntDatePicker, type DatePickerProps as AntProps } from 'antd';
import dayjs from 'dayjs';
import { useLocale } from '../locale/useLocale.ts';

export const ISO_DATE = 'YYYY-MM-DD';

export type DatePickerProps = Omit<
  AntProps,
  'value' | 'defaultValue' | 'onChange' | 'format' | 'multiple' | 'picker'
> & {
  /** ISO yyyy-mm-dd, the API's date format whatever the language shows. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** A business date shown dd/mm/yyyy (vi) or MM/dd/yyyy (en); the value stays ISO yyyy-mm-dd. */
export function DatePicker({ value, onChange, ...rest }: DatePickerProps) {
  const { locale } = useLocale();
  const parsed = value ? dayjs(value, ISO_DATE, true) : null;
  return (
    <AntDatePicker
      style={{ width: '100%' }}
      {...rest}
      format={dateFormatOf(locale)}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d ? d.format(ISO_DATE) : null)}
    />
  );
}
