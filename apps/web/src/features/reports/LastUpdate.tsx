import type { LastUpdate as LastUpdateInfo } from '@arflow/domain/api/reports';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';

/** Spec §3: a report's last update, its author and the author's position, and the amounts' unit. */
export function LastUpdate({ info, money = true }: { info: LastUpdateInfo | undefined; money?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const date = info?.last_update_date ? f.dateTime(info.last_update_date) : null;
  // A row written by the system (the daily close, the seed) has no author.
  const text = !date
    ? t('reports.noUpdate')
    : !info?.last_user_full_name
      ? t('reports.lastUpdateSystem', { date })
      : info.last_user_position
        ? t('reports.lastUpdatePosition', {
            date,
            name: info.last_user_full_name,
            position: info.last_user_position,
          })
        : t('reports.lastUpdate', { date, name: info.last_user_full_name });
  return (
    <Typography.Text type="secondary" data-testid="report-last-update">
      {money ? `${text} · ${t('reports.unit')}` : text}
    </Typography.Text>
  );
}
