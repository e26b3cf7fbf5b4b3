import { ReloadOutlined } from '@ant-design/icons';
import type { DevMailItem, DevMailState } from '@arflow/domain/api/dev-mailbox';
import { Alert, Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error.ts';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useDebounced } from '../../shared/hooks/useDebounced.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { PageHeader } from '../../shared/widgets/PageHeader.tsx';
import { useDevMailbox } from './api.ts';

const STATE_COLOR: Record<DevMailState, string> = { QUEUED: 'gold', SENT: 'green', FAILED: 'red' };
const STATE_TEXT = {
  QUEUED: 'devMailbox.states.QUEUED',
  SENT: 'devMailbox.states.SENT',
  FAILED: 'devMailbox.states.FAILED',
} as const satisfies Record<DevMailState, string>;

/**
 * /dev/mailbox: the e-mails the platform queued (OTPs, invitations, signing requests), newest
 * first, with their full text, so the demo world can be tried without a mail server. The server
 * answers 404 outside the demo world, and the page says so.
 */
export default function DevMailboxPage() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const filter = useDebounced(to.trim(), 300);
  const list = useDevMailbox(filter);
  const columns: Column<DevMailItem>[] = [
    { key: 'created_at', label: 'devMailbox.time', kind: 'dateTime' },
    { key: 'to', label: 'devMailbox.to' },
    {
      key: 'subject',
      label: 'devMailbox.subject',
      render: (subject) => <span data-testid="dev-mail-subject">{subject}</span>,
    },
    {
      key: 'state',
      label: 'devMailbox.state',
      render: (state) => <Tag color={STATE_COLOR[state]}>{t(STATE_TEXT[state])}</Tag>,
    },
  ];

  if (list.isError) {
    if (list.error instanceof ApiError && list.error.status === 404)
      return (
        <Alert type="warning" showIcon title={t('devMailbox.disabled')} data-testid="dev-mailbox-disabled" />
      );
    return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  }
  return (
    <Flex vertical gap={16} data-testid="dev-mailbox-page">
      <PageHeader title={t('devMailbox.title')}>
        <Flex gap={8}>
          <Input.Search
            allowClear
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder={t('devMailbox.filter')}
            aria-label={t('devMailbox.filter')}
            data-testid="dev-mailbox-filter"
            style={{ width: 280 }}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('devMailbox.refresh')}
          </Button>
        </Flex>
      </PageHeader>
      <Alert type="info" showIcon title={t('devMailbox.about')} />
      <DetailTable<DevMailItem>
        rows={list}
        columns={columns}
        testId="dev-mailbox"
        size="middle"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        empty={t('devMailbox.empty')}
        expandable={{
          expandedRowRender: (r) => (
            <pre data-testid={`dev-mail-body-${r.id}`} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {r.body}
            </pre>
          ),
        }}
      />
    </Flex>
  );
}
