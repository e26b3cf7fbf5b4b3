import {
  INTEGRATION_QUEUE_NAMES,
  INTEGRATION_REQUEST_TYPES,
  INTEGRATION_STATUS_NAMES,
  INTEGRATION_STATUSES,
  INTEGRATION_TYPE_NAMES,
  type IntegrationLogBody,
  type IntegrationLogItem,
} from '@arflow/domain/api/integration';
import type { Names } from '@arflow/domain/names';
import { Button, Descriptions, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import { textKeys } from '../../shared/text-keys.ts';
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
  const f = useFormat();
  const access = useIntegrationAccess();
  const [body, setBody] = useState<IntegrationLogBody>({
    search_condition: {},
    page_number: 1,
    page_size: 10,
    sort_direction: 'DESC',
  });
  const logs = useIntegrationLogs(body, open);
  const send = useSendIntegration();
  const filter = (patch: IntegrationLogBody['search_condition']) =>
    setBody((b) => ({ ...b, page_number: 1, search_condition: { ...b.search_condition, ...patch } }));

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
        <ExportButton request={{ path: '/arito-logs/get-logs', body }} testId="integration" />
      </Space>
      {logs.isError ? (
        <LoadError error={logs.error} onRetry={() => void logs.refetch()} />
      ) : (
        <Table<IntegrationLogItem>
          rowKey="id"
          size="small"
          data-testid="integration-log-table"
          loading={logs.isFetching}
          dataSource={logs.data?.data ?? []}
          expandable={{ expandedRowRender: (log) => <LogDetail log={log} /> }}
          locale={{ emptyText: t('integration.empty') }}
          pagination={{
            current: body.page_number,
            pageSize: body.page_size,
            total: logs.data?.page_info.total_record ?? 0,
            onChange: (page_number, page_size) => setBody((b) => ({ ...b, page_number, page_size })),
          }}
          columns={[
            {
              key: 'created',
              title: t('integration.fields.created_at'),
              render: (_, r) => f.dateTime(r.created_at),
            },
            {
              key: 'queue',
              title: t('integration.fields.queue_type'),
              render: (_, r) => t(word(INTEGRATION_QUEUE_NAMES, r.queue_type)),
            },
            {
              key: 'type',
              title: t('integration.fields.request_type'),
              render: (_, r) => t(word(INTEGRATION_TYPE_NAMES, r.request_type)),
            },
            { key: 'entity', title: t('integration.fields.entity_id'), dataIndex: 'entity_id' },
            {
              key: 'status',
              title: t('integration.fields.status'),
              render: (_, r) => (
                <Tag color={STATUS_COLOR[r.status]}>{t(word(INTEGRATION_STATUS_NAMES, r.status))}</Tag>
              ),
            },
            {
              key: 'code',
              title: t('integration.fields.response_code'),
              render: (_, r) => r.response_code ?? '—',
            },
            { key: 'count', title: t('integration.fields.send_count'), dataIndex: 'send_count' },
            ...(access.send
              ? [
                  {
                    key: 'send',
                    title: '',
                    render: (_: unknown, r: IntegrationLogItem) =>
                      r.status === 'success' ? null : (
                        <Button
                          size="small"
                          loading={send.isPending && send.variables?.id === r.entity_id}
                          onClick={() => send.mutate({ type: r.request_type, id: r.entity_id })}
                          data-testid={`integration-send-${r.id}`}
                        >
                          {t('integration.sendAgain')}
                        </Button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Modal>
  );
}
