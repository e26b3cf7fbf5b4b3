import { statusActionForm } from '@arflow/domain/api/companies';
import { PARTNER_LEAD_RULES, type PartnerLeadAction } from '@arflow/domain/workflows/partner-lead';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../shared/forms/zod-form.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { type ActionSpec, WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { DocumentsPicker } from '../legal-records/DocumentsPicker.tsx';
import { PIPELINE_ACTION_LABELS } from './config.tsx';

/** Steps whose rule asks for a reason (rejections, stops, sending back): the dialog requires one. */
const NEEDS_REASON = new Set<PartnerLeadAction>(
  PARTNER_LEAD_RULES.filter((r) => 'requires' in r && 'reason' in r.requires).map((r) => r.action),
);
/** Steps that hand in documents (submit for appraisal): the dialog asks for the buyer's legal records. */
const NEEDS_DOCUMENTS = new Set<PartnerLeadAction>(
  PARTNER_LEAD_RULES.filter((r) => 'requires' in r && 'document' in r.requires).map((r) => r.action),
);
const DANGER = new Set<PartnerLeadAction>(['reject', 'stop']);

/**
 * The pipeline steps the server allows this user now (spec §4), each asking for its reason in a
 * dialog (required where the workflow requires one), then Success!/Error!.
 */
export function PipelineActions({
  buyerId,
  allowed,
  run,
  pending,
}: {
  buyerId: number;
  allowed: readonly PartnerLeadAction[];
  run: (action: PartnerLeadAction, reason: string | null, documents?: number[]) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const dialog = useResultDialog();
  const [action, setAction] = useState<PartnerLeadAction | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [documents, setDocuments] = useState<number[]>([]);
  const [documentsError, setDocumentsError] = useState<string | null>(null);

  const specs = Object.fromEntries(
    Object.entries(PIPELINE_ACTION_LABELS).map(([a, label]) => [
      a,
      {
        label,
        testId: `pipeline-${a}`,
        danger: DANGER.has(a as PartnerLeadAction),
        run: () => {
          setAction(a as PartnerLeadAction);
          setReason('');
          setError(null);
          setDocuments([]);
          setDocumentsError(null);
        },
      } satisfies ActionSpec,
    ]),
  ) as Record<PartnerLeadAction, ActionSpec>;

  const submit = async () => {
    if (!action) return;
    const text = reason.trim();
    const problems = fieldErrors(statusActionForm, { action, reason: text }, locale).reason;
    if (problems?.[0]) return setError(problems[0]);
    if (NEEDS_REASON.has(action) && !text) return setError(t('buyers.pipeline.reasonRequired'));
    const handsIn = NEEDS_DOCUMENTS.has(action);
    if (handsIn && documents.length === 0) return setDocumentsError(t('buyers.pipeline.documentsRequired'));
    try {
      await run(action, text || null, handsIn ? documents : undefined);
      setAction(null);
      await dialog.success(t('buyers.pipeline.done'));
    } catch (e) {
      await dialog.error(e);
    }
  };

  return (
    <>
      <WorkflowActions allowed={allowed} specs={specs} />
      <Modal
        open={action !== null}
        title={action && t(PIPELINE_ACTION_LABELS[action])}
        okText={t('buyers.pipeline.confirm')}
        cancelText={t('common.actions.cancel')}
        confirmLoading={pending}
        onOk={() => void submit()}
        onCancel={() => setAction(null)}
        destroyOnHidden
      >
        <Form layout="vertical">
          {action && NEEDS_DOCUMENTS.has(action) && (
            <DocumentsPicker
              kind="buyer"
              entId={buyerId}
              value={documents}
              onChange={(ids) => {
                setDocuments(ids);
                setDocumentsError(null);
              }}
              error={documentsError}
            />
          )}
          <Form.Item
            label={t('buyers.pipeline.reason')}
            required={action !== null && NEEDS_REASON.has(action)}
            validateStatus={error ? 'error' : undefined}
            help={error}
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
    </>
  );
}
