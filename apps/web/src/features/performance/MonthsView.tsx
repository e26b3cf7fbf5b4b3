import type { StaffMonths } from '@arflow/domain/api/performance';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar } from '../../shared/charts/index.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { MONTH_COLUMNS } from './config.tsx';

/**
 * One staff member's months against their KPI: the setting in force, a chart of achieved against
 * target month by month, the months' table and its export (the same call, answered whole).
 */
export function MonthsView(props: { months: StaffMonths; title: TextKey; path: string; testId: string }) {
  const { t } = useTranslation();
  const { data, object } = props.months;
  const chronological = [...data].sort((a, b) => a.month.localeCompare(b.month));
  return (
    <Flex vertical gap={16} data-testid={props.testId}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(props.title, { name: object.full_name })}
        </Typography.Title>
        <ExportButton request={{ path: props.path }} testId={`${props.testId}-export`} />
      </Flex>
      {object.kpi ? (
        <Tag color="blue" style={{ alignSelf: 'flex-start' }} data-testid={`${props.testId}-kpi`}>
          {t('performance.follow.inForce', {
            name: object.kpi.name,
            from: object.kpi.start_month,
            to: object.kpi.close_month,
          })}
        </Tag>
      ) : (
        <Typography.Text type="secondary" data-testid={`${props.testId}-none`}>
          {t('performance.follow.none')}
        </Typography.Text>
      )}
      {chronological.length > 0 && (
        <Bar
          title={t('performance.follow.chart')}
          money
          labels={chronological.map((m) => m.month)}
          series={[
            { label: t('performance.staff.actual'), values: chronological.map((m) => m.actual) },
            { label: t('performance.staff.target'), values: chronological.map((m) => m.target) },
          ]}
          height={220}
          testId={`${props.testId}-chart`}
        />
      )}
      <DetailTable
        rows={data}
        columns={MONTH_COLUMNS}
        rowKey={(m) => `${m.kpi_id}-${m.month}`}
        testId={props.testId}
        empty={t('performance.follow.noMonths')}
      />
    </Flex>
  );
}
