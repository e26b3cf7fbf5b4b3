import {
  CheckOutlined,
  CloseOutlined,
  DownloadOutlined,
  EditOutlined,
  FileAddOutlined,
  SendOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { CONTRACT_METHOD_LABELS, type ContractDetail } from '@arflow/domain/api/contracts';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from '@arflow/domain/statuses/contract';
import type { ContractAction } from '@arflow/domain/workflows/contract';
import { App, Button, Card, Descriptions, Drawer, Empty, Flex, List, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messagesOf } from '../../shared/api/api-error.ts';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useText } from '../../shared/hooks/useText.ts';
import { HistoryCard, type HistoryLabels } from '../../shared/widgets/HistoryTimeline.tsx';
import { SUBMIT_REASON_IDS } from '../../shared/widgets/ReasonModal.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { type ActionSpec, WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { HardCopyModal } from './ContractDialogs.tsx';
import {
  downloadContract,
  useContract,
  useContractStep,
  useRejectContract,
  useRequestContract,
} from './contracts-api.ts';
import { CONTRACT_HISTORY_ACTIONS, CONTRACT_HISTORY_FIELDS } from './contracts-config.tsx';
import { contractLabel } from './labels.ts';
import { openSigning } from './signing-request.ts';

const CONTRACT_HISTORY = {
  statuses: CONTRACT_STATUS_LABELS,
  actions: CONTRACT_HISTORY_ACTIONS,
  fields: CONTRACT_HISTORY_FIELDS,
} satisfies HistoryLabels;

/**
 * One contract (spec §4): its terms, signatures, timeline and file, and the buttons of the steps
 * the server allows this user now (the answer's `actions`, from the workflow engine).
 */
export function ContractDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useContract(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={720}
      title={t('signing.contract.title')}
      destroyOnHidden
      data-testid="contract-drawer"
    >
      {detail.error instanceof ApiError && detail.error.status === 404 ? (
        <Empty description={t('signing.contract.notFound')} data-testid="contract-not-found" />
      ) : detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <Contract contract={detail.data.data} refresh={() => void detail.refetch()} />
      ) : (
        <Spin tip={t('signing.contract.loading')}>
          <div style={{ minHeight: 80 }} />
        </Spin>
      )}
    </Drawer>
  );
}

function Contract({ contract: c, refresh }: { contract: ContractDetail; refresh: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const show = useText();
  const { message } = App.useApp();
  const step = useContractStep(c.id);
  const request = useRequestContract();
  const reject = useRejectContract(c.id);
  const [dialog, setDialog] = useState<'upload' | null>(null);
  const status = CONTRACT_STATUS_LABELS[c.contract_status as ContractStatus];

  const download = async () => {
    try {
      await downloadContract(c.id);
      void message.success(t('signing.downloaded'));
    } catch (err) {
      void message.error(messagesOf(err, f.locale).join(' '));
    }
  };

  const specs: Partial<Record<ContractAction, ActionSpec>> = {
    generate: {
      label: 'signing.contract.generate',
      testId: 'contract-generate',
      icon: <FileAddOutlined />,
      run: () => step.mutateAsync('generate'),
      done: 'signing.contract.generated',
      pending: step.isPending,
    },
    approve: {
      // Approval that completes is the confirmation of the uploaded copy (the workflow's `to`).
      label: c.actions.some((a) => a.action === 'approve' && a.to === 5)
        ? 'signing.contract.confirmCopy'
        : 'signing.contract.approve',
      testId: 'contract-approve',
      icon: <CheckOutlined />,
      confirm: { title: 'signing.contract.approveConfirm' },
      run: () => step.mutateAsync('approve'),
      done: 'signing.contract.approved',
      pending: step.isPending,
    },
    reject: {
      label: 'signing.contract.reject',
      testId: 'contract-reject',
      icon: <CloseOutlined />,
      danger: true,
      done: 'signing.contract.rejected',
      reason: {
        title: 'signing.contract.rejectTitle',
        okText: 'signing.contract.rejectTitle',
        label: 'signing.fields.reason',
        required: 'signing.contract.reasonRequired',
        ids: SUBMIT_REASON_IDS,
        submit: (reason) => reject.mutateAsync(reason),
      },
    },
    sign: {
      label: 'signing.signAction',
      testId: 'contract-sign',
      icon: <EditOutlined />,
      run: () => c.document && openSigning(c.document.id, refresh, c.id),
    },
    upload: {
      label: 'signing.contract.upload',
      testId: 'contract-upload',
      icon: <UploadOutlined />,
      run: () => setDialog('upload'),
    },
    request: {
      label: 'signing.contract.requestAgain',
      testId: 'contract-request-again',
      icon: <SendOutlined />,
      run: () =>
        request.mutateAsync({
          ent_id: c.ent_id,
          contract_type: c.contract_type as never,
          contract_method: c.contract_method,
        }),
      done: 'signing.contract.requested',
      pending: request.isPending,
    },
  };

  return (
    <Flex vertical gap={16} data-testid={`contract-detail-${c.id}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space>
          <strong>{c.number ?? `#${c.id}`}</strong>
          {status && <StatusTag status={status} code={String(c.contract_status)} />}
        </Space>
        <Space wrap>
          {(c.document_id !== null || c.hard_copy_name !== null) && (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void download()}
              data-testid="contract-download"
            >
              {t('signing.download')}
            </Button>
          )}
          <WorkflowActions allowed={c.actions.map((a) => a.action)} specs={specs} />
        </Space>
      </Flex>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('signing.fields.client')}>{c.ent_name}</Descriptions.Item>
        <Descriptions.Item label={t('signing.fields.type')}>
          {contractLabel(c.contract_type, f.locale)}
        </Descriptions.Item>
        <Descriptions.Item label={t('signing.fields.method')}>
          {show(CONTRACT_METHOD_LABELS[c.contract_method].label)}
        </Descriptions.Item>
        <Descriptions.Item label={t('signing.fields.contractDate')}>
          {f.date(c.contract_date)}
        </Descriptions.Item>
        <Descriptions.Item label={t('signing.fields.signDate')}>{f.date(c.sign_date)}</Descriptions.Item>
        {c.reason && <Descriptions.Item label={t('signing.fields.reason')}>{c.reason}</Descriptions.Item>}
        {c.hard_copy_name && (
          <Descriptions.Item label={t('signing.fields.hardCopy')}>{c.hard_copy_name}</Descriptions.Item>
        )}
      </Descriptions>
      {c.document && c.document.signatures.length > 0 && (
        <Card size="small" title={t('signing.contract.signatures')}>
          <List
            size="small"
            dataSource={c.document.signatures}
            renderItem={(s) => (
              <List.Item data-testid="contract-signature">
                {t(s.party === 'PLATFORM' ? 'signing.contract.platform' : 'signing.contract.client')}:{' '}
                {s.signer} — {s.certificate} — {f.dateTime(s.signed_at)}
              </List.Item>
            )}
          />
        </Card>
      )}
      <HistoryCard testId="contract" entries={c.history} labels={CONTRACT_HISTORY} />
      {dialog === 'upload' && <HardCopyModal id={c.id} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
