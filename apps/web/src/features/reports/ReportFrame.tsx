import type { LastUpdate as LastUpdateInfo } from '@arflow/domain/api/reports';
import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import { LastUpdate } from './LastUpdate.tsx';

/**
 * Every report's layout, so the reports differ only in their filter, chart and table: the filter
 * beside the last update and the export (of the report's declared columns, with the filter shown),
 * the load error, the chart in its card, then the table.
 */
export function ReportFrame(props: {
  /** The report's key in REPORT_TABLES: its path under /report-management and its test ids. */
  id: string;
  filter: ReactNode;
  /** The export's body: the filter as the page holds it. */
  exportBody: unknown;
  info: LastUpdateInfo | undefined;
  /** A failed load to show above the chart (a paged table shows its own instead). */
  failed?: { isError: boolean; error: unknown; refetch: () => unknown };
  /** Whether the figures are amounts (the last update then names the unit). */
  money?: boolean;
  chart: ReactNode;
  children: ReactNode;
}) {
  const { failed } = props;
  return (
    <Flex vertical gap={16} data-testid={`report-${props.id}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        {props.filter}
        <Flex gap={8} align="center" wrap>
          <LastUpdate info={props.info} money={props.money} />
          <ExportButton
            request={{ path: `/report-management/${props.id}`, body: props.exportBody }}
            testId={`report-${props.id}`}
          />
        </Flex>
      </Flex>
      {failed?.isError && <LoadError error={failed.error} onRetry={() => void failed.refetch()} />}
      <Card size="small">{props.chart}</Card>
      {props.children}
    </Flex>
  );
}
