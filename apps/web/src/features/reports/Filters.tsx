import { Flex, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../shared/widgets/DatePicker.tsx';

/** The year of a year report (the API takes 2000 to 2100). */
export function YearFilter({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8}>
      <span>{t('reports.year')}</span>
      <InputNumber
        aria-label={t('reports.year')}
        data-testid="report-year"
        min={2000}
        max={2100}
        precision={0}
        value={year}
        onChange={(v) => v !== null && v >= 2000 && v <= 2100 && onChange(v)}
      />
    </Flex>
  );
}

export type Period = { from_date?: string; to_date?: string };

/** A report's period, either end open; the end cannot be set before the start. */
export function PeriodFilter({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const { t } = useTranslation();
  const ends = [
    { key: 'from_date', label: t('reports.from') },
    { key: 'to_date', label: t('reports.to') },
  ] as const;
  return (
    <Flex align="center" gap={8} wrap>
      <span>{t('reports.period')}</span>
      {ends.map(({ key, label }) => (
        <div key={key} style={{ width: 160 }}>
          <DatePicker
            aria-label={label}
            placeholder={label}
            data-testid={`report-${key}`}
            value={value[key] ?? null}
            onChange={(v) => onChange({ ...value, [key]: v ?? undefined })}
            // The end cannot come before the start (the server refuses it too).
            disabledDate={(d) =>
              key === 'to_date' && !!value.from_date && d.format('YYYY-MM-DD') < value.from_date
            }
          />
        </div>
      ))}
    </Flex>
  );
}
