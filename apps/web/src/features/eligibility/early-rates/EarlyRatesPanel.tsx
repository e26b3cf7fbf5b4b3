import {
  type EarlyRateGroup,
  REQUEST_HISTORY_COLUMNS,
  type RequestHistoryItem,
} from '@arflow/domain/api/early-rates';
import {
  EARLY_INTEREST_RATE_REQUEST_STATUS_LABELS,
  type EarlyInterestRateRequestStatus,
} from '@arflow/domain/statuses/credit';
import { Button, Card, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/api/LoadError.tsx';
import { useFormat } from '../../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../../shared/hooks/useResultDialog.tsx';
import { columnsOf } from '../../../shared/list/columns.tsx';
import { ExportButton } from '../../../shared/list/ExportButton.tsx';
import { DetailTable } from '../../../shared/widgets/DetailTable.tsx';
import { HistoryTimeline } from '../../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../../shared/widgets/WorkflowActions.tsx';
import { requestHistoryRequest, useEarlyRates, useRateActions, useRequestHistory } from '../api.ts';
import { GroupFormModal } from './GroupFormModal.tsx';
import { GroupsTable } from './GroupsTable.tsx';

type Action = 'create' | 'approve' | 'cancel';

/**
 * A buyer's early-interest-rate groups: the groups in force, the request waiting for approval,
 * the draft being prepared (edited in place; the first change copies the groups in force), the
 * workflow's buttons and the request history.
 */
export function EarlyRatesPanel({ buyId }: { buyId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const dialog = useResultDialog();
  const overview = useEarlyRates(buyId);
  const history = useRequestHistory(buyId);
  const act = useRateActions(buyId);
  const [editing, setEditing] = useState<EarlyRateGroup | 'new' | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');

  if (overview.isError)
    return <LoadError error={overview.error} onRetry={() => void overview.refetch()} testId="rates-error" />;
  if (!overview.data) return <Card loading />;
  const { data, actions, can_edit } = overview.data;
  const workingCopy = data.draft ?? data.approved;

  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      await dialog.error(error);
    }
  };
  const edits = {
    buyId,
    onEdit: (g: EarlyRateGroup) => setEditing(g),
    onDelete: async (g: EarlyRateGroup) => {
      if (await dialog.confirm(t('eligibility.rates.confirmDelete')))
        void run(() => act.deleteGroup.mutateAsync(g.id));
    },
    onAddSupplier: (g: EarlyRateGroup, supId: number) =>
      void run(() => act.addSupplier.mutateAsync({ version: g.request_id, group: g.id, sup_id: supId })),
    onRemoveSupplier: (g: EarlyRateGroup, supId: number) =>
      void run(() => act.removeSupplier.mutateAsync({ version: g.request_id, group: g.id, sup_id: supId })),
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="early-rates">
      <Space wrap>
        <Typography.Text>{t('eligibility.rates.status')}</Typography.Text>
        <StatusTag status={EARLY_INTEREST_RATE_REQUEST_STATUS_LABELS[data.status]} code={data.status} />
        <WorkflowActions<Action>
          allowed={actions as Action[]}
          specs={{
            ...(data.draft && {
              create: {
                label: 'eligibility.rates.send',
                testId: 'rates-create',
                confirm: { title: 'eligibility.rates.confirmSend' },
                run: () => act.create.mutateAsync(data.draft!.id),
                done: 'eligibility.rates.sent',
                pending: act.create.isPending,
              },
            }),
            ...(data.pending && {
              approve: {
                label: 'eligibility.rates.approve',
                testId: 'rates-approve',
                confirm: { title: 'eligibility.rates.confirmApprove' },
                run: () => act.approve.mutateAsync(data.pending!.id),
                done: 'eligibility.rates.approved',
                pending: act.approve.isPending,
              },
              cancel: {
                label: 'eligibility.rates.cancel',
                testId: 'rates-cancel',
                danger: true,
                run: () => setCancelOpen(true),
              },
            }),
          }}
        />
      </Space>

      <Card size="small" title={t('eligibility.rates.inForce')} data-testid="rates-approved">
        {data.approved ? (
          <GroupsTable version={data.approved} testId="approved-groups" />
        ) : (
          <Typography.Text type="secondary">{t('eligibility.rates.noneApproved')}</Typography.Text>
        )}
      </Card>

      {data.pending && (
        <Card
          size="small"
          title={`${t('eligibility.rates.pending')} · ${f.dateTime(data.pending.sent_at)}`}
          data-testid="rates-pending"
        >
          <GroupsTable version={data.pending} testId="pending-groups" />
        </Card>
      )}

      {can_edit && (
        <Card
          size="small"
          title={t('eligibility.rates.draft')}
          extra={
            <Button type="primary" onClick={() => setEditing('new')} data-testid="rates-add-group">
              {t('eligibility.rates.addGroup')}
            </Button>
          }
          data-testid="rates-draft"
        >
          {!data.draft && (
            <Typography.Paragraph type="secondary">{t('eligibility.rates.draftHint')}</Typography.Paragraph>
          )}
          {workingCopy ? <GroupsTable version={workingCopy} editing={edits} testId="draft-groups" /> : null}
        </Card>
      )}

      <Card
        size="small"
        title={t('eligibility.rates.history')}
        extra={<ExportButton request={requestHistoryRequest(buyId)} testId="rates-history" />}
      >
        <DetailTable<RequestHistoryItem>
          rows={history}
          columns={columnsOf<RequestHistoryItem>(REQUEST_HISTORY_COLUMNS)}
          testId="rates-history"
          tableTestId="rates-history"
        />
        <HistoryTimeline
          entries={overview.data.history}
          statuses={
            EARLY_INTEREST_RATE_REQUEST_STATUS_LABELS satisfies Record<
              EarlyInterestRateRequestStatus,
              unknown
            >
          }
          actions={{
            CREATE: 'eligibility.rates.send',
            APPROVE: 'eligibility.rates.approve',
            CANCEL: 'eligibility.rates.cancel',
          }}
          fields={{}}
          testId="rates-timeline"
        />
      </Card>

      <GroupFormModal
        open={editing !== null}
        initial={editing && editing !== 'new' ? { name: editing.name, rate: editing.rate } : undefined}
        saving={act.addGroup.isPending || act.updateGroup.isPending}
        submit={(body) =>
          editing && editing !== 'new'
            ? act.updateGroup.mutateAsync({ ...body, group_id: editing.id })
            : act.addGroup.mutateAsync(body)
        }
        onClose={() => setEditing(null)}
      />
      <Modal
        open={cancelOpen}
        title={t('eligibility.rates.cancel')}
        okText={t('eligibility.rates.cancel')}
        okButtonProps={
          { danger: true, disabled: reason.trim() === '', 'data-testid': 'rates-cancel-ok' } as never
        }
        onCancel={() => setCancelOpen(false)}
        onOk={() =>
          void run(async () => {
            await act.cancel.mutateAsync({ request: data.pending!.id, reason });
            setCancelOpen(false);
            setReason('');
          })
        }
      >
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('eligibility.rates.reason')}
          data-testid="rates-cancel-reason"
        />
      </Modal>
    </Space>
  );
}
