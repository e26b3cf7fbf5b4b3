import { EXPERTISE_RESULT_LABELS, type ExpertiseResult } from '@arflow/domain/statuses/document';
import { CHECK_LEVELS, type CheckLevel, REVIEW_DECISION_LABELS } from '@arflow/domain/statuses/transaction';
import { Card, Empty, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useText } from '../../shared/hooks/useText.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useChecks } from './api.ts';
import { LEVEL_LABELS } from './config.ts';

function LevelChecks({ id, level }: { id: number; level: CheckLevel }) {
  const { t } = useTranslation();
  const f = useFormat();
  const show = useText();
  const checks = useChecks(id, level);
  const rows = checks.data?.data ?? [];
  return (
    <Card size="small" title={t(LEVEL_LABELS[level])} data-testid={`checks-${level}`}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('funderTransactions.detail.noChecks')} />
      ) : (
        <List
          size="small"
          dataSource={rows}
          renderItem={(c) => (
            <List.Item data-testid={`check-${level}-${c.decision}`}>
              <Space direction="vertical" size={2}>
                <Space>
                  <StatusTag status={REVIEW_DECISION_LABELS[c.decision]} code={c.decision} />
                  <Typography.Text>{c.checker_name}</Typography.Text>
                  <Typography.Text type="secondary">{f.dateTime(c.created_at)}</Typography.Text>
                </Space>
                {c.reason && <Typography.Text>{c.reason}</Typography.Text>}
                {c.expertise?.items.map((i) => (
                  <Typography.Text key={i.item} type="secondary">
                    {i.item}:{' '}
                    {show(EXPERTISE_RESULT_LABELS[i.result as ExpertiseResult]?.label ?? { vi: '', en: '' })}
                  </Typography.Text>
                ))}
                {c.expertise?.conclusion && (
                  <Typography.Text italic>{c.expertise.conclusion}</Typography.Text>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** Spec §3 check records at officer, senior and manager level, each with its appraisal. */
export function ChecksPanel({ id }: { id: number }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {CHECK_LEVELS.map((level) => (
        <LevelChecks key={level} id={id} level={level} />
      ))}
    </Space>
  );
}
