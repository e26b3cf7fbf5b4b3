import type { LastUpdate as LastUpdateInfo } from '@arflow/domain/api/reports';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';

/** Spec §3: a report's last update, its author and the author's position, and the amounts' unit. */
export function LastUpdate({ info }: { info: LastUpdateInfo | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text =
    !info?.last_update_date || !info.last_user_full_name
      ? t('reports.noUpdate')
      : info.last_user_position
        ? t('reports.lastUpdatePosition', {
            date: f.dateTime(info.last_update_date),
            name: info.last_user_full_name,
            position: info.last_user_position,
          })
        : t('reports.lastUpdate', {
            date: f.dateTime(info.last_update_date),
            name: info.last_user_full_name,
          });
  return (
    <Typography.Text type="secondary" data-testid="report-last-update">
      {text} · {t('reports.unit')}
    </Typography.Text>
  );
}
