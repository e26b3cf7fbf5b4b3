import { DownloadOutlined } from '@ant-design/icons';
import { type AppendixDetail, appendixRejectBody, commissionSetupBody } from '@arflow/domain/api/appendices';
import { PAYMENT_TYPE_LABELS, type PaymentTypeCode } from '@arflow/domain/constants';
import { REFERENCE_APPENDIX_TYPE_LABELS } from '@arflow/domain/statuses/contract';
import { Button, Card, Descriptions, Drawer, Flex, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { recordState } from '../../shared/api/record-state.tsx';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { HistoryCard } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { downloadSigned } from '../signing/api.ts';
import { openSigning } from '../signing/signing-request.ts';
import {
  downloadHardCopy,
  useAppendix,
  useCommissionSetup,
  useConfirmAppendix,
  useGenerateAppendix,
  useRejectAppendix,
  useUploadHardCopy,
} from './api.ts';
import {
  APPENDIX_HISTORY_ACTIONS,
  APPENDIX_STATUS_LABELS,
  COMMISSION_FIELDS,
  COMMISSION_HISTORY_ACTIONS,
  COMMISSION_STATUS_LABELS,
  REFERENCE_APPENDIX_STATUS_LABELS,
  REFERRED_STATUS_LABELS,
} from './config.ts';
import { RequestAppendixModal } from './RequestAppendixModal.tsx';

const METHOD_TEXT = { digital: 'appendices.method.digital', manual: 'appendices.method.manual' } as const;
const REJECT_FIELDS = {
  reason: { label: 'appendices.reject.reason', kind: 'textarea', span: 24, maxLength: 1000 },
} as const;

type Referred = AppendixDetail['referred'][number];

const REFERRED_COLUMNS: Column<Referred>[] = [
  { key: 'name', label: 'appendices.detail.referredName' },
  { key: 'mst', label: 'appendices.detail.referredMst' },
  { key: 'status', label: 'appendices.detail.referredStatus', statuses: REFERRED_STATUS_LABELS },
];

/** The appendix named by `?appendix=<id>`, over the list that opened it. */
export function AppendixDrawer() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('appendix') ?? 0);
  if (!params.has('appendix')) return null;
  const close = () =>
    setParams((p) => {
      p.delete('appendix');
      return p;
    });
  return (
    <Drawer open width={880} onClose={close} destroyOnHidden data-testid="appendix-drawer">
      <AppendixView id={Number.isSafeInteger(id) && id > 0 ? id : 0} />
    </Drawer>
  );
}

function AppendixView({ id }: { id: number }) {
  const detail = useAppendix(id);
  const loaded = recordState(id, detail, 'appendix');
  if ('view' in loaded) return loaded.view;
  return <AppendixBody appendix={loaded.data.data} refetch={() => void detail.refetch()} />;
}

function AppendixBody({ appendix: a, refetch }: { appendix: AppendixDetail; refetch: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const show = useText();
  const dialog = useResultDialog();
  const generate = useGenerateAppendix(a.id);
  const reject = useRejectAppendix(a.id);
  const confirm = useConfirmAppendix(a.id);
  const commission = useCommissionSetup(a.id);
  const uploadHardCopy = useUploadHardCopy(a.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [modal, setModal] = useState<'reject' | 'again' | 'activate' | 'deactivate' | null>(null);
  const closeModal = () => setModal(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await uploadHardCopy.mutateAsync(file);
      await dialog.success(t('appendices.actions.uploaded'));
    } catch (error) {
      await dialog.error(error);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="appendix-detail">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <h3 style={{ margin: 0 }}>{t('appendices.detail.title', { number: a.number })}</h3>
          <span data-testid="appendix-status">
            <StatusTag status={APPENDIX_STATUS_LABELS[a.status]} code={String(a.status)} />
          </span>
        </Space>
        <WorkflowActions
          allowed={a.actions}
          specs={{
            generate: {
              label: 'appendices.actions.generate',
              testId: 'appendix-generate',
              run: () => generate.mutateAsync('digital'),
              done: 'appendices.actions.generated',
              pending: generate.isPending,
            },
            request_hard_copy: {
              label: 'appendices.actions.requestHardCopy',
              testId: 'appendix-request-hard-copy',
              run: () => generate.mutateAsync('manual'),
              done: 'appendices.actions.hardCopyRequested',
              pending: generate.isPending,
            },
            sign: {
              label: 'appendices.actions.sign',
              testId: 'appendix-sign',
              run: () => a.document_id && openSigning(a.document_id, refetch),
            },
            upload: {
              label: 'appendices.actions.upload',
              testId: 'appendix-upload',
              run: () => fileInput.current?.click(),
              pending: uploadHardCopy.isPending,
            },
            confirm: {
              label: 'appendices.actions.confirm',
              testId: 'appendix-confirm',
              confirm: { title: 'appendices.actions.confirmTitle' },
              run: () => confirm.mutateAsync(),
              done: 'appendices.actions.confirmed',
              pending: confirm.isPending,
            },
            reject: {
              label: 'appendices.actions.reject',
              testId: 'appendix-reject',
              danger: true,
              run: () => setModal('reject'),
            },
            request: {
              label: 'appendices.actions.request',
              testId: 'appendix-request',
              run: () => setModal('again'),
            },
          }}
        />
        <input
          ref={fileInput}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.gif"
          hidden
          data-testid="appendix-upload-file"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Flex>

      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label={t('appendices.fields.partner')}>{a.partner_name}</Descriptions.Item>
        <Descriptions.Item label={t('appendices.fields.type')}>
          {show(REFERENCE_APPENDIX_TYPE_LABELS[a.type].label)}
        </Descriptions.Item>
        <Descriptions.Item label={t('appendices.fields.name')}>{a.name}</Descriptions.Item>
        <Descriptions.Item label={t('appendices.fields.code')}>{a.code}</Descriptions.Item>
        <Descriptions.Item label={t('appendices.fields.commission_rate')}>
          {f.rate(a.commission_rate)}
        </Descriptions.Item>
        <Descriptions.Item label={t('appendices.fields.payment_type')}>
          {show(PAYMENT_TYPE_LABELS[a.payment_type as PaymentTypeCode] ?? { vi: '', en: '' })}
        </Descriptions.Item>
        <Descriptions.Item label={t('appendices.fields.partner_count')}>{a.partner_count}</Descriptions.Item>
        <Descriptions.Item label={t('appendices.fields.contract_method')}>
          {a.contract_method ? t(METHOD_TEXT[a.contract_method]) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('appendices.fields.ref_status')}>
          <StatusTag status={REFERENCE_APPENDIX_STATUS_LABELS[a.ref_status]} code={String(a.ref_status)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('appendices.fields.commission_status')}>
          <span data-testid="appendix-commission-status">
            <StatusTag
              status={COMMISSION_STATUS_LABELS[a.commission_status]}
              code={String(a.commission_status)}
            />
          </span>
        </Descriptions.Item>
      </Descriptions>

      <Space wrap>
        {a.document_id !== null && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() => a.document_id && void downloadSigned(a.document_id).catch((e) => dialog.error(e))}
            data-testid="appendix-download"
          >
            {t('appendices.detail.download')}
          </Button>
        )}
        {a.hard_copy_file_id !== null && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              a.hard_copy_file_id && void downloadHardCopy(a.hard_copy_file_id).catch((e) => dialog.error(e))
            }
            data-testid="appendix-hard-copy"
          >
            {t('appendices.detail.hardCopy')}
          </Button>
        )}
        <WorkflowActions
          allowed={a.commission_actions}
          specs={{
            activate: {
              label: 'appendices.commission.activate',
              testId: 'appendix-commission-activate',
              run: () => setModal('activate'),
            },
            deactivate: {
              label: 'appendices.commission.deactivate',
              testId: 'appendix-commission-deactivate',
              danger: true,
              run: () => setModal('deactivate'),
            },
          }}
        />
      </Space>

      <Card size="small" title={t('appendices.detail.referred')}>
        <DetailTable<Referred>
          rows={a.referred}
          columns={REFERRED_COLUMNS}
          testId="appendix-referred"
          empty={t('appendices.detail.noReferred')}
        />
      </Card>

      <HistoryCard
        title="appendices.detail.history"
        testId="appendix"
        entries={a.history}
        labels={{ statuses: APPENDIX_STATUS_LABELS, actions: APPENDIX_HISTORY_ACTIONS }}
      />
      {a.commission_history.length > 0 && (
        <HistoryCard
          title="appendices.detail.commissionHistory"
          testId="appendix-commission"
          entries={a.commission_history}
          labels={{ statuses: COMMISSION_STATUS_LABELS, actions: COMMISSION_HISTORY_ACTIONS }}
        />
      )}

      {modal === 'again' && <RequestAppendixModal again={a} onClose={closeModal} />}
      {modal === 'reject' && (
        <FormModal
          title="appendices.actions.rejectTitle"
          onClose={closeModal}
          id="appendix-reject"
          schema={appendixRejectBody}
          fields={REJECT_FIELDS}
          submitLabel="appendices.actions.reject"
          saving={reject.isPending}
          submit={(body) => reject.mutateAsync(body.reason)}
        />
      )}
      {(modal === 'activate' || modal === 'deactivate') && (
        <FormModal
          title="appendices.commission.title"
          onClose={closeModal}
          id="appendix-commission"
          schema={commissionSetupBody}
          fields={COMMISSION_FIELDS}
          defaults={{
            active: modal === 'activate',
            commission_rate: a.commission_rate,
            payment_type: a.payment_type,
            reason: '',
          }}
          submitLabel={
            modal === 'activate' ? 'appendices.commission.activate' : 'appendices.commission.deactivate'
          }
          saving={commission.isPending}
          submit={(body) => commission.mutateAsync(body)}
        />
      )}
    </Flex>
  );
}
