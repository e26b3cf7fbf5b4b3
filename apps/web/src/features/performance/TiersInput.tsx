import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { KpiTier } from '@arflow/domain/kpi';
import { Button, Flex, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoundInput } from '../../shared/forms/SchemaForm.tsx';

/**
 * The target proportions: bands of achievement (% of the target) with their commission rate.
 * A new band starts where the last one ends; the server refuses bands that overlap (§5).
 */
export function TiersInput({ value, onChange, testId }: BoundInput) {
  const { t } = useTranslation();
  const tiers = (value as KpiTier[] | undefined) ?? [];
  const set = (i: number, patch: Partial<KpiTier>) =>
    onChange?.(tiers.map((tier, k) => (k === i ? { ...tier, ...patch } : tier)));
  const last = tiers.at(-1);
  const next: KpiTier = { from: last ? (last.to ?? last.from) : 0, to: null, rate: 0 };
  const number = (i: number, key: keyof KpiTier, label: string, nullable = false) => (
    <InputNumber<number>
      value={tiers[i]![key]}
      min={0}
      step={key === 'rate' ? 0.5 : 10}
      suffix="%"
      placeholder={label}
      aria-label={label}
      style={{ width: 200 }}
      onChange={(v) => set(i, { [key]: v ?? (nullable ? null : 0) })}
      data-testid={`${testId}-${i}-${key}`}
    />
  );
  return (
    <Flex vertical gap={8} data-testid={testId}>
      {tiers.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: bands have no id; their place is their identity
        <Flex key={i} gap={8} wrap align="center">
          {number(i, 'from', t('performance.kpi.tierFrom'))}
          {number(i, 'to', t('performance.kpi.tierTo'), true)}
          {number(i, 'rate', t('performance.kpi.tierRate'))}
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('performance.kpi.removeTier')}
            onClick={() => onChange?.(tiers.filter((_t, k) => k !== i))}
            data-testid={`${testId}-${i}-remove`}
          />
        </Flex>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange?.([...tiers, next])}
        style={{ alignSelf: 'flex-start' }}
        data-testid={`${testId}-add`}
      >
        {t('performance.kpi.addTier')}
      </Button>
    </Flex>
  );
}
