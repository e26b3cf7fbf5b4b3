import { Card, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { useChangeDetails } from '../transaction-change/api.ts';
import { FUNDER_HISTORY } from './config.ts';

/**
 * The change details of a transaction (GET /transaction-change/change-details/{id}): the notice
 * that opened the change, the amounts it is about, its steps (opened, approved, dropped, with
 * who and why) and the way to the recalculation screen. The approve and cancel buttons are the
 * detail page's, drawn from the workflow's actions like every other one.
 */
export function ChangePanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const change = useChangeDetails(id);
  if (change.isPending) return <Spin />;
  if (change.isError)
    return <LoadError error={change.error} onRetry={() => void change.refetch()} testId="change-details" />;
  const { data, history } = change.data;
  return (
    <Card
      size="small"
      title={t('funderTransactions.change.title')}
      data-testid="change-details"
      extra={
        <Link to={`/fun/transactions/ar-adjustment/${id}`} data-testid="change-calculate">
          {t('funderTransactions.change.calculate')}
        </Link>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('funderTransactions.change.notice')} span={3}>
          <span data-testid="change-notice">{data.reason ?? '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('funderTransactions.fields.total_ar_amount')}>
          {f.vnd(data.total_ar_amount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('funderTransactions.fields.total_advance')}>
          {f.vnd(data.total_advance)}
        </Descriptions.Item>
        <Descriptions.Item label={t('funderTransactions.fields.total_residual')}>
          {f.vnd(data.total_residual)}
        </Descriptions.Item>
      </Descriptions>
      <HistoryTimeline testId="change-steps" entries={history} {...FUNDER_HISTORY} />
    </Card>
  );
}
