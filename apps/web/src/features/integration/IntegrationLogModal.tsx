import {
  INTEGRATION_COLUMNS,
  INTEGRATION_REQUEST_TYPES,
  INTEGRATION_STATUS_NAMES,
  INTEGRATION_STATUSES,
  INTEGRATION_TYPE_NAMES,
  type IntegrationLogBody,
  type IntegrationLogItem,
} from '@arflow/domain/api/integration';
import { sortColumnsOf } from '@arflow/domain/api/paging';
import type { Names } from '@arflow/domain/names';
import { Button, Descriptions, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { useIntegrationAccess, useIntegrationLogs, useSendIntegration } from './api.ts';

const STATUS_COLOR = { success: 'green', fail: 'red', incomplete: 'gold' } as const;
// The codes' words are the domain's (INTEGRATION_*_NAMES), which the Excel file writes too.
const word = (names: Names, code: string) => names[code] as TextKey;

function Json({ value }: { value: unknown }) {
  return (
    <Typography.Paragraph
      code
      style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto', margin: 0 }}
    >
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </Typography.Paragraph>
  );
}

/** One event in full: where it went, what was sent and what came back. */
function LogDetail({ log }: { log: IntegrationLogItem }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'url', label: t('integration.fields.url'), children: log.url ?? '—' },
        { key: 'headers', label: t('integration.fields.headers'), children: <Json value={log.headers} /> },
        { key: 'body', label: t('integration.fields.body'), children: <Json value={log.body} /> },
        {
          key: 'response',
          label: t('integration.fields.response'),
          children: <Json value={log.response_body ?? '—'} />,
        },
      ]}
    />
  );
}

/** The integration log popup: every event sent to the accounting system, filtered, with a send by hand. */
export function IntegrationLogModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const access = useIntegrationAccess();
  // The server's own order (newest first) until a column is sorted.
  const paging = usePaging({ sort_direction: 'DESC' });
  const [search, setSearch] = useState<IntegrationLogBody['search_condition']>({});
  const body = { ...paging.body, search_condition: search } as IntegrationLogBody;
  const logs = useIntegrationLogs(body, open);
  const send = useSendIntegration();
  const filter = (patch: IntegrationLogBody['search_condition']) => {
    setSearch((s) => ({ ...s, ...patch }));
    paging.set((p) => ({ ...p, page_number: 1 }));
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={1100}
      title={t('integration.title')}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('integration.fields.request_type')}
          data-testid="integration-filter-type"
          onChange={(v) => filter({ request_type: v })}
          options={INTEGRATION_REQUEST_TYPES.map((v) => ({
            value: v,
            label: t(word(INTEGRATION_TYPE_NAMES, v)),
          }))}
        />
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('integration.fields.status')}
          data-testid="integration-filter-status"
          onChange={(v) => filter({ status: v })}
          options={INTEGRATION_STATUSES.map((v) => ({
            value: v,
            label: t(word(INTEGRATION_STATUS_NAMES, v)),
          }))}
        />
      </Space>
      <PagedTable
        columns={columnsOf<IntegrationLogItem>(INTEGRATION_COLUMNS, {
          status: {
            render: (v) => <Tag color={STATUS_COLOR[v]}>{t(word(INTEGRATION_STATUS_NAMES, v))}</Tag>,
          },
          response_code: { render: (v) => v ?? '—' },
        })}
        rowKey="id"
        testId="integration"
        tableTestId="integration-log-table"
        sortColumns={sortColumnsOf(INTEGRATION_COLUMNS)}
        paging={paging}
        rows={logs}
        request={{ path: '/arito-logs/get-logs', body }}
        expandable={{ expandedRowRender: (log) => <LogDetail log={log} /> }}
        empty={t('integration.empty')}
        actions={
          access.send
            ? (r) =>
                r.status === 'success' ? null : (
                  <Button
                    size="small"
                    loading={send.isPending && send.variables?.id === r.entity_id}
                    onClick={() => send.mutate({ type: r.request_type, id: r.entity_id })}
                    data-testid={`integration-send-${r.id}`}
                  >
                    {t('integration.sendAgain')}
                  </Button>
                )
            : undefined
        }
      />
    </Modal>
  );
}
