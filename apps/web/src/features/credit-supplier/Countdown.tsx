import type { SupplierCreditItem } from '@arflow/domain/api/credit-supplier';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';

/** The 5-working-day assessment clock (spec §9): days left before the deadline, or overdue. */
export function Countdown({
  credit,
}: {
  credit: Pick<SupplierCreditItem, 'deadline' | 'working_days_left' | 'overdue'>;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!credit.deadline) return null;
  if (credit.overdue)
    return (
      <Tag color="red" data-testid="credit-overdue">
        {t('creditSupplier.clock.overdue', { date: f.date(credit.deadline) })}
      </Tag>
    );
  return (
    <Tag color={credit.working_days_left === 0 ? 'orange' : 'blue'} data-testid="credit-countdown">
      {t('creditSupplier.clock.left', { days: credit.working_days_left ?? 0, date: f.date(credit.deadline) })}
    </Tag>
  );
}
