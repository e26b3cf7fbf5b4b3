import { FUNDER_DOC_GROUPS } from '@arflow/domain/api/funder-transactions';
import type { TransactionDetail } from '@arflow/domain/api/request-transaction';
import { todayIn } from '@arflow/domain/dates';
import { acceptedExtensions } from '@arflow/domain/files';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { Button, Card, Descriptions, Input, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { Column } from '../../shared/list/columns.tsx';
import { textKeys } from '../../shared/text-keys.ts';
import { DatePicker } from '../../shared/widgets/DatePicker.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { ArTable } from './ArTable.tsx';
import { useRequestMutations } from './api.ts';

const ACCEPT = acceptedExtensions('document').join(',');
const GROUP_LABELS = textKeys('requestTransaction.docs.groups', FUNDER_DOC_GROUPS);

/** Pick one file and send it with a progress bar (spec §9). */
function FileSend(props: {
  label: string;
  testId: string;
  needsDate?: boolean;
  send: (file: File, signedDate: string, onProgress: (p: number) => void) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const [file, setFile] = useState<File | null>(null);
  const [signedDate, setSignedDate] = useState<string | null>(todayIn());
  const [progress, setProgress] = useState<number | null>(null);
  const go = async () => {
    if (!file) return;
    setProgress(0);
    try {
      await props.send(file, signedDate ?? '', setProgress);
      setFile(null);
    } catch (error) {
      await dialog.error(error);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Space wrap align="center" data-testid={props.testId}>
      {props.needsDate && (
        <span style={{ minWidth: 180, display: 'inline-block' }}>
          <DatePicker
            value={signedDate}
            onChange={setSignedDate}
            placeholder={t('requestTransaction.docs.signedDate')}
            data-testid={`${props.testId}-date`}
          />
        </span>
      )}
      <input
        type="file"
        accept={ACCEPT}
        aria-label={props.label}
        data-testid={`${props.testId}-file`}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <Button
        type="primary"
        disabled={!file}
        loading={progress !== null}
        onClick={() => void go()}
        data-testid={`${props.testId}-send`}
      >
        {props.label}
      </Button>
      {progress !== null && <Progress percent={progress} size="small" style={{ width: 160 }} />}
    </Space>
  );
}

/**
 * One transaction of the supplier: its totals, receivables and documents, and exactly the steps
 * the workflow allows now (upload, confirm documents and contracts, sign by file or OTP, reject,
 * delete the draft, answer an add-document request).
 */
export function TransactionPanel({ tx, individual }: { tx: TransactionDetail; individual: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const dialog = useResultDialog();
  const m = useRequestMutations();
  const [reason, setReason] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const allowed = tx.actions;
  const unconfirmed = tx.documents.filter((d) => !d.confirmed).map((d) => d.id);
  const addDoc = allowed.includes('reject_add_doc');

  const run = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) await dialog.success(done);
    } catch (error) {
      await dialog.error(error);
    }
  };

  const docColumns = [
    { key: 'doc_name', label: 'requestTransaction.docs.name' },
    {
      key: 'doc_group',
      label: 'requestTransaction.docs.group',
      render: (group) => t(GROUP_LABELS[group as keyof typeof GROUP_LABELS] ?? GROUP_LABELS.OTHER),
    },
    { key: 'signed_date', label: 'requestTransaction.docs.signedDate', kind: 'date' },
    {
      key: 'confirmed',
      label: 'requestTransaction.docs.confirmed',
      render: (confirmed) => (confirmed ? t('requestTransaction.docs.yes') : t('requestTransaction.docs.no')),
    },
  ] as const satisfies readonly Column<TransactionDetail['documents'][number]>[];

  return (
    <div data-testid="transaction-panel">
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('requestTransaction.fields.trans_code')}>
          <span data-testid="trans-code">{tx.trans_code}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('requestTransaction.fields.buy_name')}>{tx.buy_name}</Descriptions.Item>
        <Descriptions.Item label={t('requestTransaction.fields.status')}>
          <StatusTag status={TRANSACTION_STAGE_LABELS[tx.status]} code={tx.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('requestTransaction.fields.transaction_date')}>
          {f.date(tx.transaction_date)}
        </Descriptions.Item>
        <Descriptions.Item label={t('requestTransaction.fields.total_ar_amount')}>
          {f.vnd(tx.total_ar_amount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('requestTransaction.fields.total_advance')}>
          <span data-testid="total-advance">{f.vnd(tx.total_advance)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('requestTransaction.fields.total_discount')}>
          {f.vnd(tx.total_discount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('requestTransaction.fields.total_sale_price')}>
          {f.vnd(tx.total_sale_price)}
        </Descriptions.Item>
        <Descriptions.Item label={t('requestTransaction.fields.total_residual')}>
          {f.vnd(tx.total_residual)}
        </Descriptions.Item>
        {tx.reason && (
          <Descriptions.Item label={t('requestTransaction.fields.reason')}>{tx.reason}</Descriptions.Item>
        )}
      </Descriptions>

      <Card size="small" title={t('requestTransaction.panel.receivables')} style={{ marginBottom: 16 }}>
        <ArTable rows={tx.receivables} testId="panel-ars" />
      </Card>

      <Card size="small" title={t('requestTransaction.panel.documents')} style={{ marginBottom: 16 }}>
        <DetailTable rows={tx.documents} columns={docColumns} testId="panel-docs" tableTestId="panel-docs" />
        {allowed.includes('upload_documents') && (
          <div style={{ marginTop: 12 }}>
            <FileSend
              label={t('requestTransaction.docs.upload')}
              testId="doc-upload"
              needsDate
              send={(file, signedDate, onProgress) =>
                m.uploadDoc.mutateAsync({ id: tx.id, file, signedDate, onProgress })
              }
            />
          </div>
        )}
        {addDoc && allowed.includes('approve_add_doc') && (
          <div style={{ marginTop: 12 }}>
            <FileSend
              label={t('requestTransaction.actions.approve_add_doc')}
              testId="add-doc-upload"
              needsDate
              send={(file, signedDate, onProgress) =>
                m.answerAddDoc.mutateAsync({ id: tx.id, file, signedDate, onProgress })
              }
            />
          </div>
        )}
      </Card>

      <Space direction="vertical" style={{ width: '100%' }}>
        <WorkflowActions
          allowed={[
            ...allowed.filter((a) => a !== 'confirm_contracts' || unconfirmed.length === 0),
            ...(allowed.includes('confirm_contracts') && unconfirmed.length > 0
              ? (['confirm_documents'] as const)
              : []),
          ]}
          specs={{
            confirm_documents: {
              label: 'requestTransaction.actions.confirm_documents',
              testId: 'confirm-docs',
              run: () => m.confirmDocs.mutateAsync({ id: tx.id, docIds: unconfirmed }),
              done: 'requestTransaction.done.confirm_documents',
            },
            confirm_contracts: {
              label: 'requestTransaction.actions.confirm_contracts',
              testId: 'confirm-contracts',
              confirm: { title: 'requestTransaction.confirm.contracts' },
              run: () => m.confirmContracts.mutateAsync(tx.id),
              done: 'requestTransaction.done.confirm_contracts',
            },
            delete_draft: {
              label: 'requestTransaction.actions.delete_draft',
              testId: 'delete-draft',
              danger: true,
              confirm: { title: 'requestTransaction.confirm.delete' },
              run: () => m.deleteDraft.mutateAsync(tx.id),
              done: 'requestTransaction.done.delete_draft',
            },
          }}
        />
        {allowed.includes('sign') && !individual && (
          <Card size="small" title={t('requestTransaction.sign.title')}>
            <Typography.Paragraph>{t('requestTransaction.sign.fileHint')}</Typography.Paragraph>
            <FileSend
              label={t('requestTransaction.actions.sign')}
              testId="sign"
              send={async (file, _date, onProgress) => {
                await m.sign.mutateAsync({ id: tx.id, file, onProgress });
                await dialog.success(t('requestTransaction.done.sign'));
              }}
            />
          </Card>
        )}
        {allowed.includes('sign_debt_sale') && !individual && (
          <Card size="small" title={t('requestTransaction.sign.debtSaleTitle')}>
            <Typography.Paragraph>{t('requestTransaction.sign.debtSaleHint')}</Typography.Paragraph>
            <FileSend
              label={t('requestTransaction.actions.sign_debt_sale')}
              testId="sign-debt-sale"
              send={async (file, _date, onProgress) => {
                await m.sign.mutateAsync({ id: tx.id, file, onProgress });
                await dialog.success(t('requestTransaction.done.sign_debt_sale'));
              }}
            />
          </Card>
        )}
        {allowed.includes('sign') && individual && (
          <Card size="small" title={t('requestTransaction.sign.title')}>
            <Space wrap>
              <Button
                onClick={() =>
                  void run(async () => {
                    await m.issueOtp.mutateAsync(tx.id);
                    setOtpSent(true);
                  })
                }
                data-testid="otp-send"
              >
                {t('requestTransaction.sign.sendOtp')}
              </Button>
              {otpSent && (
                <>
                  <Input
                    value={otp}
                    maxLength={6}
                    inputMode="numeric"
                    onChange={(e) => setOtp(e.target.value)}
                    placeholder={t('requestTransaction.sign.otp')}
                    aria-label={t('requestTransaction.sign.otp')}
                    data-testid="otp-input"
                    style={{ width: 140 }}
                  />
                  <Button
                    type="primary"
                    disabled={!/^\d{6}$/.test(otp)}
                    onClick={() =>
                      void run(
                        () => m.confirmOtp.mutateAsync({ id: tx.id, otp }),
                        t('requestTransaction.done.sign'),
                      )
                    }
                    data-testid="otp-confirm"
                  >
                    {t('requestTransaction.actions.sign')}
                  </Button>
                </>
              )}
            </Space>
          </Card>
        )}
        {(allowed.includes('reject_transaction') || allowed.includes('reject_add_doc')) && (
          <Space wrap>
            <Input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t('requestTransaction.fields.reason')}
              aria-label={t('requestTransaction.fields.reason')}
              data-testid="reject-reason"
              style={{ width: 320 }}
            />
            <Button
              danger
              disabled={reason.trim() === ''}
              onClick={() =>
                void run(
                  () => m.reject.mutateAsync({ id: tx.id, reason, addDoc }),
                  t('requestTransaction.done.reject'),
                )
              }
              data-testid="reject"
            >
              {t(
                addDoc
                  ? 'requestTransaction.actions.reject_add_doc'
                  : 'requestTransaction.actions.reject_transaction',
              )}
            </Button>
          </Space>
        )}
      </Space>
    </div>
  );
}
