import {
  INTEGRATION_REQUEST_TYPES,
  INTEGRATION_STATUSES,
  type IntegrationLogBody,
  type IntegrationLogItem,
  type IntegrationQueueType,
  type IntegrationRequestType,
  type IntegrationStatus,
} from '@arflow/domain/api/integration';
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
const TYPE_LABEL = textKeys('integration.types', INTEGRATION_REQUEST_TYPES) satisfies Record<
  IntegrationRequestType,
  TextKey
>;
const STATUS_LABEL = {
  success: 'integration.statuses.success',
  fail: 'integration.statuses.fail',
  incomplete: 'integration.statuses.incomplete',
} as const satisfies Record<IntegrationStatus, TextKey>;
const QUEUE_LABEL = {
  auto: 'integration.queues.auto',
  manual: 'integration.queues.manual',
} as const satisfies Record<IntegrationQueueType, TextKey>;

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
          options={INTEGRATION_REQUEST_TYPES.map((v) => ({ value: v, label: t(TYPE_LABEL[v]) }))}
        />
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('integration.fields.status')}
          data-testid="integration-filter-status"
          onChange={(v) => filter({ status: v })}
          options={INTEGRATION_STATUSES.map((v) => ({ value: v, label: t(STATUS_LABEL[v]) }))}
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
              render: (_, r) => t(QUEUE_LABEL[r.queue_type]),
            },
            {
              key: 'type',
              title: t('integration.fields.request_type'),
              render: (_, r) => t(TYPE_LABEL[r.request_type]),
            },
            { key: 'entity', title: t('integration.fields.entity_id'), dataIndex: 'entity_id' },
            {
              key: 'status',
              title: t('integration.fields.status'),
              render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(STATUS_LABEL[r.status])}</Tag>,
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
