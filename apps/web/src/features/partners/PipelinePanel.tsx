import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import { msg, translateMessage } from '@arflow/domain/validation';
import { PARTNER_LEAD_RULES, type PartnerLeadAction } from '@arflow/domain/workflows/partner-lead';
import { Card, Flex, Form, Input, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { type ActionSpec, WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { DocumentsPicker } from '../legal-records/DocumentsPicker.tsx';
import { useChangePipeline, usePipeline } from './api.ts';
import { PIPELINE_ACTIONS, PIPELINE_HISTORY_ACTIONS } from './config.tsx';

/** Steps whose every rule asks for a reason (rejections, stops, reappraisal, more documents). */
const NEEDS_REASON = new Set<PartnerLeadAction>(
  PARTNER_LEAD_RULES.filter((r) => 'requires' in r && 'reason' in r.requires && r.requires.reason).map(
    (r) => r.action,
  ),
);
/** Steps that hand in documents (submit for appraisal): the dialog asks for the partner's legal records. */
const NEEDS_DOCUMENTS = new Set<PartnerLeadAction>(
  PARTNER_LEAD_RULES.filter((r) => 'requires' in r && 'document' in r.requires).map((r) => r.action),
);
const DANGER = new Set<PartnerLeadAction>(['reject', 'stop']);

/**
 * The partner/lead pipeline (spec §4) of one partner: its status, the steps the server allows
 * this user now (each asks for a reason, required where the workflow requires one) and the
 * history of steps with their reasons.
 */
export function PipelinePanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const pipeline = usePipeline(id);
  const change = useChangePipeline(id);
  const dialog = useResultDialog();
  const { locale } = useLocale();
  const [step, setStep] = useState<PartnerLeadAction | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [documents, setDocuments] = useState<number[]>([]);
  const [documentsError, setDocumentsError] = useState<string | null>(null);

  if (pipeline.isPending) return <Spin />;
  if (pipeline.isError) {
    return (
      <LoadError
        error={pipeline.error}
        onRetry={() => void pipeline.refetch()}
        testId="partner-pipeline-error"
      />
    );
  }
  const { data, history, actions } = pipeline.data;

  const specs = Object.fromEntries(
    actions.map((action) => [
      action,
      {
        label: PIPELINE_ACTIONS[action],
        testId: `partner-step-${action.replace(/_/g, '-')}`,
        danger: DANGER.has(action),
        run: () => {
          setReason('');
          setMissing(false);
          setDocuments([]);
          setDocumentsError(null);
          setStep(action);
        },
      } satisfies ActionSpec,
    ]),
  ) as Partial<Record<PartnerLeadAction, ActionSpec>>;

  const submit = async () => {
    if (!step) return;
    const text = reason.trim();
    if (NEEDS_REASON.has(step) && !text) {
      setMissing(true);
      return;
    }
    const handsIn = NEEDS_DOCUMENTS.has(step);
    if (handsIn && documents.length === 0) {
      setDocumentsError(t('partners.pipeline.documentsRequired'));
      return;
    }
    try {
      await change.mutateAsync({ action: step, reason: text || null, ...(handsIn ? { documents } : {}) });
      setStep(null);
      await dialog.success(t('partners.pipeline.done'));
    } catch (error) {
      await dialog.error(error);
    }
  };

  return (
    <Card
      size="small"
      title={t('partners.pipeline.title')}
      data-testid="partner-pipeline"
      extra={<StatusTag status={PARTNER_LEAD_STATUS_LABELS[data.status]} code={data.status} />}
    >
      <Flex vertical gap={16}>
        <WorkflowActions allowed={actions} specs={specs} />
        <HistoryTimeline
          testId="partner-pipeline"
          entries={history}
          statuses={PARTNER_LEAD_STATUS_LABELS}
          actions={PIPELINE_HISTORY_ACTIONS}
          fields={{}}
        />
      </Flex>
      <Modal
        open={step !== null}
        title={step ? t(PIPELINE_ACTIONS[step]) : ''}
        okText={t('partners.pipeline.confirm')}
        cancelText={t('common.actions.cancel')}
        confirmLoading={change.isPending}
        onOk={() => void submit()}
        onCancel={() => setStep(null)}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'partner-step-confirm' }}
      >
        {step && NEEDS_DOCUMENTS.has(step) && (
          <Form layout="vertical">
            <DocumentsPicker
              kind="partner"
              entId={id}
              value={documents}
              onChange={(ids) => {
                setDocuments(ids);
                setDocumentsError(null);
              }}
              error={documentsError}
            />
          </Form>
        )}
        <Typography.Paragraph>
          {step && NEEDS_REASON.has(step)
            ? t('partners.pipeline.reasonRequired')
            : t('partners.pipeline.reasonOptional')}
        </Typography.Paragraph>
        <Input.TextArea
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          rows={3}
          maxLength={1000}
          showCount
          status={missing ? 'error' : undefined}
          aria-label={t('partners.pipeline.reason')}
          data-testid="partner-step-reason"
        />
        {missing && (
          <Typography.Text type="danger" data-testid="partner-step-reason-error">
            {translateMessage(msg('reason_required'), locale)}
          </Typography.Text>
        )}
      </Modal>
    </Card>
  );
}
