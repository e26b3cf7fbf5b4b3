import type { FieldChange, HistoryEntry } from '@arflow/domain/api/history';
import type { StatusLabel } from '@arflow/domain/statuses/tone';
import { Card, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/useFormat.ts';
import { useText } from '../hooks/useText.ts';
import type { TextKey } from '../i18n-keys.ts';
import { shownChangeValue } from './change-values.ts';

const COLOR: Record<string, string> = { CREATE: 'green', UPDATE: 'blue', DISABLE: 'gray' };

export interface HistoryTimelineProps {
  entries: readonly HistoryEntry[];
  /** The record's status labels (statuses/<entity>.ts). */
  statuses: Record<string, StatusLabel>;
  /** The labels of the history actions ('UPDATE'); an action without one shows its code. */
  actions: Readonly<Record<string, TextKey>>;
  /**
   * The form's field config: a changed field shows its label, or its name when it has none. Its
   * values are shown by the kind the server gives each change (money, date, rate).
   */
  fields: Readonly<Record<string, { label: TextKey }>>;
  testId: string;
}

/** How an entity's history reads: its status labels, action labels and field labels, if any. */
export type HistoryLabels = Pick<HistoryTimelineProps, 'statuses' | 'actions'> &
  Partial<Pick<HistoryTimelineProps, 'fields'>>;

/** A detail page's history card: the record's timeline under its title. */
export function HistoryCard({
  title = 'common.history.title',
  labels,
  ...props
}: Pick<HistoryTimelineProps, 'entries' | 'testId'> & { title?: TextKey; labels: HistoryLabels }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(title)}>
      <HistoryTimeline fields={{}} {...props} {...labels} />
    </Card>
  );
}

/** A record's timeline (status changes and edits, with who and what), newest first. */
export function HistoryTimeline({ entries, statuses, actions, fields, testId }: HistoryTimelineProps) {
  const { t } = useTranslation();
  const show = useText();
  const f = useFormat();
  if (entries.length === 0) return <Empty description={t('common.history.empty')} />;
  const actionLabel = (a: string) => (Object.hasOwn(actions, a) ? t(actions[a] as TextKey) : a);
  const fieldLabel = (f: string) =>
    Object.hasOwn(fields, f) ? t((fields[f] as { label: TextKey }).label) : f;
  const status = (code: string | null) =>
    code && statuses[code] ? show(statuses[code].label) : (code ?? '');

  const sorted = [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <Timeline
      data-testid={`${testId}-history`}
      items={sorted.map((e) => ({
        key: e.id,
        color: COLOR[e.action] ?? 'blue',
        title: f.dateTime(e.created_at),
        content: (
          <div data-testid={`${testId}-history-item`} data-action={e.action}>
            <Typography.Text strong>{actionLabel(e.action)}</Typography.Text>
            {e.actor_name && <Typography.Text type="secondary"> — {e.actor_name}</Typography.Text>}
            {e.to_status && (
              <div>
                {e.from_status ? `${status(e.from_status)} → ` : ''}
                {status(e.to_status)}
              </div>
            )}
            {e.reason && <div>{e.reason}</div>}
            {e.changes &&
              Object.entries(e.changes).map(([field, change]) => {
                const c: Partial<FieldChange> = change ?? {};
                return (
                  <div key={field} data-testid={`${testId}-history-change`} data-field={field}>
                    <Typography.Text type="secondary">{fieldLabel(field)}:</Typography.Text>{' '}
                    {shownChangeValue(c.from, c.kind, f.locale)} → {shownChangeValue(c.to, c.kind, f.locale)}
                  </div>
                );
              })}
          </div>
        ),
      }))}
    />
  );
}
