import { SAMPLE_STATUS_LABELS, type SampleStatus } from '@arflow/domain/statuses/sample';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useText } from '../../shared/hooks/useText.ts';
import type { SampleHistoryEntry } from './api.ts';

const COLOR: Record<string, string> = { CREATE: 'green', UPDATE: 'blue', DISABLE: 'gray' };

const statusLabel = (code: string | null, show: ReturnType<typeof useText>) =>
  code && code in SAMPLE_STATUS_LABELS
    ? show(SAMPLE_STATUS_LABELS[code as SampleStatus].label)
    : (code ?? '');

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The change history of a sample, newest first, drawn from its history rows. */
export function SampleHistory({ entries }: { entries: SampleHistoryEntry[] }) {
  const { t } = useTranslation();
  const show = useText();
  const f = useFormat();
  if (entries.length === 0) return <Empty description={t('sample.history.empty')} />;

  const sorted = [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <Timeline
      data-testid="sample-history"
      items={sorted.map((e) => ({
        key: e.id,
        color: COLOR[e.action] ?? 'blue',
        title: f.dateTime(e.created_at),
        content: (
          <div data-testid="sample-history-item" data-action={e.action}>
            <Typography.Text strong>
              {t(`sample.history.actions.${e.action}`, { defaultValue: e.action })}
            </Typography.Text>
            {e.actor_name && <Typography.Text type="secondary"> — {e.actor_name}</Typography.Text>}
            {e.to_status && (
              <div>
                {e.from_status ? `${statusLabel(e.from_status, show)} → ` : ''}
                {statusLabel(e.to_status, show)}
              </div>
            )}
            {e.reason && <div>{e.reason}</div>}
            {e.changes &&
              Object.entries(e.changes).map(([field, change]) => {
                const c = (change ?? {}) as { from?: unknown; to?: unknown };
                return (
                  <div key={field}>
                    <Typography.Text type="secondary">
                      {t(`sample.history.fields.${field}`, { defaultValue: field })}:
                    </Typography.Text>{' '}
                    {shown(c.from)} → {shown(c.to)}
                  </div>
                );
              })}
          </div>
        ),
      }))}
    />
  );
}
