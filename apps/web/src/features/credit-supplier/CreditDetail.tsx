import { CheckOutlined, CloseOutlined, FileAddOutlined, StopOutlined } from '@ant-design/icons';
import type { CreditDocumentItem } from '@arflow/domain/api/credit-supplier';
import { LEGAL_DOC_TYPE_LABELS } from '@arflow/domain/statuses/legal-record';
import { SUPPLIER_CREDIT_STATUS_LABELS } from '@arflow/domain/statuses/supplier-credit';
import { Alert, Card, Col, Descriptions, Row, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { ApiError } from '../../shared/api/api-error.ts';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { DetailHeader } from '../../shared/detail/RecordDetail.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useText } from '../../shared/hooks/useText.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { HistoryCard } from '../../shared/widgets/HistoryTimeline.tsx';
import { ReasonModal } from '../../shared/widgets/ReasonModal.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { AssignControl } from './AssignControl.tsx';
import {
  useConfirmOffer,
  useCredit,
  useDeclineOffer,
  useProvideDocuments,
  useRefuseDocuments,
  useRejectCredit,
  useRequestDocuments,
} from './api.ts';
import { Countdown } from './Countdown.tsx';
import { CREDIT_HISTORY } from './config.tsx';
import { DocumentsModal } from './DocumentsModal.tsx';
import { FileLink } from './FileLink.tsx';
import { FinancialsCard } from './FinancialsCard.tsx';
import { TermsModal } from './TermsModal.tsx';

type Dialog = 'request' | 'approve' | 'reject' | 'provide' | 'refuse' | 'decline' | null;

/**
 * One supplier credit, for the funder and for the supplier: the application, the terms with the
 * limit headroom, the papers, the financial statements and the timeline. The buttons are the
 * server's `actions` (the workflow engine's answer for this user): no status is tested here.
 */
export function CreditDetail({ id, side }: { id: number; side: 'funder' | 'supplier' }) {
  const { t } = useTranslation();
  const f = useFormat();
  const show = useText();
  const detail = useCredit(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const request = useRequestDocuments();
  const provide = useProvideDocuments();
  const refuse = useRefuseDocuments();
  const reject = useRejectCredit();
  const confirm = useConfirmOffer();
  const decline = useDeclineOffer();

  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  if (detail.isPending) return <Spin data-testid="credit-loading" />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundPage />;
    return (
      <LoadError error={detail.error} onRetry={() => void detail.refetch()} testId="credit-detail-error" />
    );
  }
  const { data: c, history, actions } = detail.data;
  const close = () => setDialog(null);
  const docType = (code: string) => {
    const label = (LEGAL_DOC_TYPE_LABELS as Record<string, Parameters<typeof show>[0] | undefined>)[code];
    return label ? show(label) : code;
  };
  const documentColumns: Column<CreditDocumentItem>[] = [
    { key: 'doc_type', label: 'creditSupplier.detail.docType', render: (code) => docType(code) },
    {
      key: 'file_id',
      label: 'creditSupplier.financials.file',
      render: (fileId, d) => <FileLink fileId={fileId} name={d.file_name} />,
    },
    {
      key: 'kind',
      label: 'creditSupplier.detail.docKind',
      render: (kind) =>
        t(kind === 'ADD_DOC' ? 'creditSupplier.detail.kindAddDoc' : 'creditSupplier.detail.kindApplication'),
    },
    { key: 'created_at', label: 'creditSupplier.financials.updated', kind: 'dateTime' },
  ];

  return (
    <div data-testid="credit-detail">
      <DetailHeader
        level={4}
        title={t('creditSupplier.detail.title', { sup: c.sup_name, buy: c.buy_name })}
        tags={
          <>
            <StatusTag status={SUPPLIER_CREDIT_STATUS_LABELS[c.status]} code={c.status} />
            <Countdown credit={c} />
          </>
        }
        actions={
          <WorkflowActions
            allowed={actions}
            specs={{
              request_docs: {
                label: 'creditSupplier.actions.requestDocs',
                testId: 'credit-request-docs',
                icon: <FileAddOutlined />,
                run: () => setDialog('request'),
              },
              approve: {
                label: 'creditSupplier.actions.approve',
                testId: 'credit-approve',
                icon: <CheckOutlined />,
                run: () => setDialog('approve'),
              },
              reject: {
                label: 'creditSupplier.actions.reject',
                testId: 'credit-reject',
                icon: <CloseOutlined />,
                danger: true,
                run: () => setDialog('reject'),
              },
              provide_docs: {
                label: 'creditSupplier.actions.provideDocs',
                testId: 'credit-provide-docs',
                icon: <FileAddOutlined />,
                run: () => setDialog('provide'),
              },
              refuse_docs: {
                label: 'creditSupplier.actions.refuseDocs',
                testId: 'credit-refuse-docs',
                danger: true,
                run: () => setDialog('refuse'),
              },
              confirm: {
                label: 'creditSupplier.actions.confirm',
                testId: 'credit-confirm',
                icon: <CheckOutlined />,
                confirm: { title: 'creditSupplier.actions.confirmQuestion' },
                run: () => confirm.mutateAsync({ id }),
                done: 'creditSupplier.actions.confirmed',
                pending: confirm.isPending,
              },
              decline: {
                label: 'creditSupplier.actions.decline',
                testId: 'credit-decline',
                icon: <StopOutlined />,
                danger: true,
                run: () => setDialog('decline'),
              },
            }}
          />
        }
      />
      {c.status === 'ADD_DOC' && c.add_doc_request && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('creditSupplier.addDoc.asked')}
          description={c.add_doc_request}
          data-testid="credit-add-doc-request"
        />
      )}
      {c.reason && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('creditSupplier.fields.reason')}
          description={c.reason}
        />
      )}
      <Row gutter={24}>
        <Col xs={24} lg={16}>
          <Card size="small" title={t('creditSupplier.detail.application')} style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={2} bordered>
              <Descriptions.Item label={t('creditSupplier.fields.sup_name')}>{c.sup_name}</Descriptions.Item>
              <Descriptions.Item label={t('creditSupplier.fields.sup_mst')}>{c.sup_mst}</Descriptions.Item>
              <Descriptions.Item label={t('creditSupplier.fields.buy_name')}>{c.buy_name}</Descriptions.Item>
              <Descriptions.Item label={t('creditSupplier.fields.received_on')}>
                {f.date(c.received_on)}
              </Descriptions.Item>
              <Descriptions.Item label={t('creditSupplier.fields.applied_total_limit')}>
                {f.vnd(c.applied_total_limit)}
              </Descriptions.Item>
              <Descriptions.Item label={t('creditSupplier.fields.applied_discount_rate')}>
                {f.rate(c.applied_discount_rate)}
              </Descriptions.Item>
              <Descriptions.Item label={t('creditSupplier.fields.assignee_name')}>
                {c.assignee_name}
              </Descriptions.Item>
              <Descriptions.Item label={t('creditSupplier.fields.deadline')}>
                {f.date(c.deadline)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          {side === 'funder' && (
            <AssignControl key={c.assignee_id ?? 0} creditId={c.id} assigneeId={c.assignee_id} />
          )}
          {c.total_limit !== null && (
            <Card
              size="small"
              title={t('creditSupplier.detail.terms')}
              style={{ marginBottom: 16 }}
              data-testid="credit-terms"
            >
              <Descriptions size="small" column={3} bordered>
                <Descriptions.Item label={t('creditSupplier.limits.total')}>
                  {f.vnd(c.total_limit)}
                </Descriptions.Item>
                <Descriptions.Item label={t('creditSupplier.limits.used')}>
                  {f.vnd(c.used_limit)}
                </Descriptions.Item>
                <Descriptions.Item label={t('creditSupplier.limits.available')}>
                  {f.vnd(c.available_limit)}
                </Descriptions.Item>
                <Descriptions.Item label={t('creditSupplier.fields.discount_rate')}>
                  {f.rate(c.discount_rate)}
                </Descriptions.Item>
                <Descriptions.Item label={t('creditSupplier.fields.max_payment_ratio')}>
                  {f.rate(c.max_payment_ratio)}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          )}
          <Card size="small" title={t('creditSupplier.detail.documents')} style={{ marginBottom: 16 }}>
            <DetailTable<CreditDocumentItem>
              rows={c.documents}
              columns={documentColumns}
              testId="credit-document"
              tableTestId="credit-documents"
            />
          </Card>
          <FinancialsCard
            supId={c.sup_id}
            canUpload={side === 'supplier'}
            forSupplier={side === 'supplier'}
          />
        </Col>
        <Col xs={24} lg={8}>
          <HistoryCard testId="credit" entries={history} labels={CREDIT_HISTORY} />
        </Col>
      </Row>
      {(
        [
          [
            'request',
            'creditSupplier.addDoc.requestTitle',
            'creditSupplier.addDoc.content',
            'credit-request-docs-modal',
            (content: string) => request.mutateAsync({ id, content }),
          ],
          [
            'reject',
            'creditSupplier.actions.reject',
            'creditSupplier.fields.reason',
            'credit-reject-modal',
            (reason: string) => reject.mutateAsync({ id, reason }),
          ],
          [
            'refuse',
            'creditSupplier.actions.refuseDocs',
            'creditSupplier.fields.reason',
            'credit-refuse-modal',
            (reason: string) => refuse.mutateAsync({ id, reason }),
          ],
          [
            'decline',
            'creditSupplier.actions.decline',
            'creditSupplier.fields.reason',
            'credit-decline-modal',
            (reason: string) => decline.mutateAsync({ id, reason }),
          ],
        ] as const
      ).map(([which, title, label, testId, submit]) => (
        <ReasonModal
          key={which}
          open={dialog === which}
          title={t(title)}
          required="creditSupplier.reason.required"
          label={label}
          testId={testId}
          onClose={close}
          submit={submit}
        />
      ))}
      <DocumentsModal
        supId={c.sup_id}
        open={dialog === 'provide'}
        onClose={close}
        submit={(ids) => provide.mutateAsync({ id, file_attach: ids })}
      />
      {dialog === 'approve' && <TermsModal credit={c} open onClose={close} />}
    </div>
  );
}
