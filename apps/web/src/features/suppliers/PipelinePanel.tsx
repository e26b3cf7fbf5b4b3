import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import { PARTNER_LEAD_RULES, type PartnerLeadAction } from '@arflow/domain/workflows/partner-lead';
import { Card, Flex, Form, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { type ActionSpec, WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { DocumentsPicker } from '../legal-records/DocumentsPicker.tsx';
import { useChangeSupplierPipeline, useSupplierPipeline } from './api.ts';
import { SUPPLIER_PIPELINE_ACTIONS, SUPPLIER_PIPELINE_HISTORY } from './config.tsx';

const rulesWith = (what: 'reason' | 'document') =>
  new Set<PartnerLeadAction>(
    PARTNER_LEAD_RULES.filter((r) => 'requires' in r && what in r.requires).map((r) => r.action),
  );
/** Steps that need a reason (rejections, stops) or documents (submit for appraisal). */
const NEEDS_REASON = rulesWith('reason');
const NEEDS_DOCUMENTS = rulesWith('document');
const DANGER = new Set<PartnerLeadAction>(['reject', 'stop']);

/**
 * A supplier's pipeline (spec §4): its status, the steps the server allows this user now, each
 * with its reason and, for the submit-for-appraisal step, the legal records handed in; the
 * history of steps below.
 */
export function PipelinePanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const pipeline = useSupplierPipeline(id);
  const change = useChangeSupplierPipeline(id);
  const dialog = useResultDialog();
  const [step, setStep] = useState<PartnerLeadAction | null>(null);
  const [reason, setReason] = useState('');
  const [documents, setDocuments] = useState<number[]>([]);
  const [error, setError] = useState<{ reason?: string; documents?: string }>({});

  if (pipeline.isPending) return <Spin />;
  if (pipeline.isError) {
    return (
      <LoadError
        error={pipeline.error}
        onRetry={() => void pipeline.refetch()}
        testId="supplier-pipeline-error"
      />
    );
  }
  const { data, history, actions } = pipeline.data;
  const specs = Object.fromEntries(
    actions.map((action) => [
      action,
      {
        label: SUPPLIER_PIPELINE_ACTIONS[action],
        testId: `pipeline-${action}`,
        danger: DANGER.has(action),
        run: () => {
          setReason('');
          setDocuments([]);
          setError({});
          setStep(action);
        },
      } satisfies ActionSpec,
    ]),
  ) as Partial<Record<PartnerLeadAction, ActionSpec>>;

  const submit = async () => {
    if (!step) return;
    const text = reason.trim();
    const problems = {
      ...(NEEDS_REASON.has(step) && !text ? { reason: t('suppliers.pipeline.reasonRequired') } : {}),
      ...(NEEDS_DOCUMENTS.has(step) && documents.length === 0
        ? { documents: t('suppliers.pipeline.documentsRequired') }
        : {}),
    };
    setError(problems);
    if (problems.reason || problems.documents) return;
    try {
      await change.mutateAsync({
        action: step,
        reason: text || null,
        ...(NEEDS_DOCUMENTS.has(step) ? { documents } : {}),
      });
      setStep(null);
      await pipeline.refetch();
      await dialog.success(t('suppliers.pipeline.done'));
    } catch (e) {
      await dialog.error(e);
    }
  };

  return (
    <Card
      size="small"
      title={t('suppliers.pipeline.title')}
      data-testid="supplier-pipeline"
      extra={<StatusTag status={PARTNER_LEAD_STATUS_LABELS[data.status]} code={data.status} />}
    >
      <Flex vertical gap={16}>
        <WorkflowActions allowed={actions} specs={specs} />
        <HistoryTimeline
          testId="supplier-pipeline"
          entries={history}
          statuses={PARTNER_LEAD_STATUS_LABELS}
          actions={SUPPLIER_PIPELINE_HISTORY}
          fields={{}}
        />
      </Flex>
      <Modal
        open={step !== null}
        title={step ? t(SUPPLIER_PIPELINE_ACTIONS[step]) : ''}
        okText={t('suppliers.pipeline.confirm')}
        cancelText={t('common.actions.cancel')}
        confirmLoading={change.isPending}
        onOk={() => void submit()}
        onCancel={() => setStep(null)}
        okButtonProps={{ 'data-testid': 'pipeline-confirm' }}
        destroyOnHidden
      >
        <Form layout="vertical">
          {step && NEEDS_DOCUMENTS.has(step) && (
            <DocumentsPicker
              kind="supplier"
              entId={id}
              value={documents}
              onChange={setDocuments}
              error={error.documents}
            />
          )}
          <Form.Item
            label={t('suppliers.pipeline.reason')}
            required={step !== null && NEEDS_REASON.has(step)}
            validateStatus={error.reason ? 'error' : undefined}
            help={error.reason}
          >
            <Input.TextArea
              rows={3}
              maxLength={1000}
              showCount
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              data-testid="pipeline-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
