import { UploadOutlined } from '@ant-design/icons';
import { LEGAL_RECORDS_ACCESS } from '@arflow/domain/access/legal-records';
import {
  LEGAL_RECORD_COLUMNS,
  type LegalRecordItem,
  type LegalRecordKind,
} from '@arflow/domain/api/legal-records';
import { sortColumnsOf } from '@arflow/domain/api/paging';
import { allows } from '@arflow/domain/permissions';
import type { LegalRecordAction } from '@arflow/domain/workflows/legal-record';
import { Button, Flex, Input, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { columnsOf } from '../../shared/list/columns.tsx';
import { useSession } from '../../shared/session/session.ts';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
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
  const dialog = useResultDialog();
  const { user } = useSession();
  const paging = usePaging();
  const records = useLegalRecords(kind, entId, paging.body);
  const decide = useDecideLegalRecord(kind, entId);
  const remove = useDeleteLegalRecord(kind, entId);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<LegalRecordItem | null>(null);
  const [rejecting, setRejecting] = useState<LegalRecordItem | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

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
      <PagedTable
        columns={columnsOf<LegalRecordItem>(LEGAL_RECORD_COLUMNS, {
          file_name: {
            render: (name, r) => (
              <Typography.Link onClick={() => setViewing(r)} data-testid={`legal-view-${r.id}`}>
                {name}
              </Typography.Link>
            ),
          },
        })}
        rowKey="id"
        testId="legal-records"
        sortColumns={sortColumnsOf(LEGAL_RECORD_COLUMNS)}
        paging={paging}
        rows={records}
        request={legalRecordsRequest(kind, entId, paging.body)}
        empty={t('legalRecords.panel.empty')}
        actionsTitle={t('legalRecords.columns.actions')}
        actions={(r) => <WorkflowActions allowed={r.actions} specs={specsOf(r)} />}
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
