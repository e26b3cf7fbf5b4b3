import { UploadOutlined } from '@ant-design/icons';
import { LEGAL_RECORDS_ACCESS } from '@arflow/domain/access/legal-records';
import type { LegalRecordItem, LegalRecordKind } from '@arflow/domain/api/legal-records';
import { allows } from '@arflow/domain/permissions';
import { LEGAL_DOC_TYPE_LABELS, LEGAL_RECORD_STATUS_LABELS } from '@arflow/domain/statuses/legal-record';
import type { LegalRecordAction } from '@arflow/domain/workflows/legal-record';
import { Button, Flex, Input, Modal, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import { useSession } from '../../shared/session/session.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { type ActionSpec, WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { legalRecordsRequest, useDecideLegalRecord, useDeleteLegalRecord, useLegalRecords } from './api.ts';
import { UploadModal } from './UploadModal.tsx';
import { useLegalRecordTexts } from './useLegalRecordTexts.ts';
import { ViewModal } from './ViewModal.tsx';

/**
 * A company's legal records (buyer, supplier or partner): the list with status tags, upload of
 * several files, view, and the steps the server allows on each record (approve, reject with a
 * reason, delete): the buttons are the record's `actions`, the upload button the access file's.
 */
export function LegalRecordsPanel({ kind, entId }: { kind: LegalRecordKind; entId: number }) {
  const ready = useLegalRecordTexts();
  return ready ? <Records kind={kind} entId={entId} /> : <Spin />;
}

function Records({ kind, entId }: { kind: LegalRecordKind; entId: number }) {
  const { t } = useTranslation();
  const show = useText();
  const f = useFormat();
  const dialog = useResultDialog();
  const { user } = useSession();
  const records = useLegalRecords(kind, entId);
  const decide = useDecideLegalRecord(kind, entId);
  const remove = useDeleteLegalRecord(kind, entId);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<LegalRecordItem | null>(null);
  const [rejecting, setRejecting] = useState<LegalRecordItem | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  if (records.isError) {
    return (
      <LoadError error={records.error} onRetry={() => void records.refetch()} testId="legal-records-error" />
    );
  }

  const reject = async () => {
    if (!rejecting) return;
    const text = reason.trim();
    if (!text) return setMissing(true);
    try {
      await decide.mutateAsync({ id: rejecting.id, action: 'reject', reason: text });
      setRejecting(null);
      await dialog.success(t('legalRecords.actions.rejected'));
    } catch (e) {
      await dialog.error(e);
    }
  };

  const specsOf = (r: LegalRecordItem): Partial<Record<LegalRecordAction, ActionSpec>> => ({
    approve: {
      label: 'legalRecords.actions.approve',
      testId: `legal-approve-${r.id}`,
      confirm: { title: 'legalRecords.actions.confirmApprove' },
      run: () => decide.mutateAsync({ id: r.id, action: 'approve', reason: null }),
      done: 'legalRecords.actions.approved',
    },
    reject: {
      label: 'legalRecords.actions.reject',
      testId: `legal-reject-${r.id}`,
      danger: true,
      run: () => {
        setReason('');
        setMissing(false);
        setRejecting(r);
      },
    },
    delete: {
      label: 'legalRecords.actions.delete',
      testId: `legal-delete-${r.id}`,
      danger: true,
      confirm: { title: 'legalRecords.actions.confirmDelete' },
      run: () => remove.mutateAsync(r.id),
      done: 'legalRecords.actions.deleted',
    },
  });

  return (
    <Flex vertical gap={12} data-testid={`legal-records-${kind}`}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('legalRecords.panel.title')}
        </Typography.Title>
        <Flex gap={8}>
          <ExportButton request={legalRecordsRequest(kind, entId)} testId="legal-records" />
          {allows(LEGAL_RECORDS_ACCESS[kind].write, user) && (
            <Button
              type="primary"
              icon={<UploadOutlined />}
              onClick={() => setUploading(true)}
              data-testid="legal-upload"
            >
              {t('legalRecords.panel.upload')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Table<LegalRecordItem>
        rowKey="id"
        size="small"
        loading={records.isFetching}
        dataSource={records.data?.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('legalRecords.panel.empty') }}
        data-testid="legal-records-table"
        columns={[
          {
            key: 'doc_type',
            title: t('legalRecords.columns.doc_type'),
            render: (_, r) => show(LEGAL_DOC_TYPE_LABELS[r.doc_type]),
          },
          {
            key: 'file_name',
            title: t('legalRecords.columns.file_name'),
            render: (_, r) => (
              <Typography.Link onClick={() => setViewing(r)} data-testid={`legal-view-${r.id}`}>
                {r.file_name}
              </Typography.Link>
            ),
          },
          {
            key: 'status',
            title: t('legalRecords.columns.status'),
            render: (_, r) => <StatusTag status={LEGAL_RECORD_STATUS_LABELS[r.status]} code={r.status} />,
          },
          { key: 'reason', dataIndex: 'reason', title: t('legalRecords.columns.reason') },
          {
            key: 'created_at',
            title: t('legalRecords.columns.created_at'),
            render: (_, r) => f.dateTime(r.created_at),
          },
          {
            key: 'actions',
            title: t('legalRecords.columns.actions'),
            render: (_, r) => <WorkflowActions allowed={r.actions} specs={specsOf(r)} />,
          },
        ]}
      />
      <UploadModal kind={kind} entId={entId} open={uploading} onClose={() => setUploading(false)} />
      <ViewModal kind={kind} record={viewing} onClose={() => setViewing(null)} />
      <Modal
        open={rejecting !== null}
        title={t('legalRecords.reject.title')}
        okText={t('legalRecords.reject.confirm')}
        okButtonProps={{ danger: true, 'data-testid': 'legal-reject-confirm' }}
        cancelText={t('common.actions.cancel')}
        confirmLoading={decide.isPending}
        onOk={() => void reject()}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{rejecting?.file_name}</Typography.Paragraph>
        <Input.TextArea
          rows={3}
          maxLength={1000}
          showCount
          value={reason}
          status={missing ? 'error' : undefined}
          aria-label={t('legalRecords.reject.reason')}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          data-testid="legal-reject-reason"
        />
        {missing && (
          <Typography.Text type="danger" data-testid="legal-reject-reason-error">
            {t('legalRecords.reject.reasonRequired')}
          </Typography.Text>
        )}
      </Modal>
    </Flex>
  );
}
