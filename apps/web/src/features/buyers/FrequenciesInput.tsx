import type { BuyerFrequency } from '@arflow/domain/api/buyers';
import { BUYER_NOTICE_TYPE_LABELS, BUYER_NOTICE_TYPES } from '@arflow/domain/statuses/company';
import { Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoundInput } from '../../shared/forms/SchemaForm.tsx';
import { useText } from '../../shared/hooks/useText.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const WEEKDAY_KEYS = {
  1: 'buyers.weekdays.1',
  2: 'buyers.weekdays.2',
  3: 'buyers.weekdays.3',
  4: 'buyers.weekdays.4',
  5: 'buyers.weekdays.5',
  6: 'buyers.weekdays.6',
  7: 'buyers.weekdays.7',
} as const;

/** The notice frequencies: for each kind of notice, the weekdays it is sent (none = not sent). */
export function FrequenciesInput({ value, onChange, testId }: BoundInput) {
  const { t } = useTranslation();
  const show = useText();
  const list = (Array.isArray(value) ? value : []) as BuyerFrequency[];
  const set = (type: BuyerFrequency['type'], weekdays: number[]) => {
    const others = list.filter((f) => f.type !== type);
    const next = weekdays.length > 0 ? [...others, { type, weekdays: [...weekdays].sort() }] : others;
    onChange?.(BUYER_NOTICE_TYPES.flatMap((k) => next.filter((f) => f.type === k)));
  };
  return (
    <Flex vertical gap={8} data-testid={testId}>
      {BUYER_NOTICE_TYPES.map((type) => (
        <Flex key={type} wrap gap={12} align="center">
          <Typography.Text style={{ minWidth: 220 }}>{show(BUYER_NOTICE_TYPE_LABELS[type])}</Typography.Text>
          <Checkbox.Group
            value={list.find((f) => f.type === type)?.weekdays ?? []}
            onChange={(v) => set(type, v as number[])}
            options={WEEKDAYS.map((d) => ({ value: d, label: t(WEEKDAY_KEYS[d]) }))}
            data-testid={`${testId}-${type}`}
          />
        </Flex>
      ))}
    </Flex>
  );
}
