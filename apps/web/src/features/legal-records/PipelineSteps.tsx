import { statusActionForm } from '@arflow/domain/api/companies';
import { msg, translateMessage } from '@arflow/domain/validation';
import { PARTNER_LEAD_RULES, type PartnerLeadAction } from '@arflow/domain/workflows/partner-lead';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../shared/forms/zod-form.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { type ActionSpec, WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { DocumentsPicker } from './DocumentsPicker.tsx';

const rulesWith = (what: 'reason' | 'document') =>
  new Set<PartnerLeadAction>(
    PARTNER_LEAD_RULES.filter((r) => 'requires' in r && what in r.requires).map((r) => r.action),
  );
/** Steps whose rule asks for a reason (rejections, stops, sending back): the dialog requires one. */
const NEEDS_REASON = rulesWith('reason');
/** Steps that hand in documents (submit for appraisal): the dialog asks for the company's legal records. */
const NEEDS_DOCUMENTS = rulesWith('document');
const DANGER = new Set<PartnerLeadAction>(['reject', 'stop']);

/**
 * The partner/lead pipeline steps (spec §4) the server allows this user now, for a partner, a
 * supplier or a buyer alike: each asks in a dialog for its reason (required where the workflow
 * requires one) and, to submit for appraisal, the legal records handed in; then Success!/Error!.
 * The area passes its own texts and test ids, which its pages and journeys already use.
 */
export function PipelineSteps(props: {
  kind: 'partner' | 'supplier' | 'buyer';
  entId: number;
  allowed: readonly PartnerLeadAction[];
  labels: Partial<Record<PartnerLeadAction, TextKey>>;
  texts: { reason: TextKey; confirm: TextKey; documentsRequired: TextKey; done: TextKey };
  testIds: { step: (action: PartnerLeadAction) => string; reason: string; confirm?: string };
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
    props.allowed.flatMap((a) => {
      const label = props.labels[a];
      if (!label) return [];
      const spec: ActionSpec = {
        label,
        testId: props.testIds.step(a),
        danger: DANGER.has(a),
        run: () => {
          setAction(a);
          setReason('');
          setError(null);
          setDocuments([]);
          setDocumentsError(null);
        },
      };
      return [[a, spec]];
    }),
  ) as Partial<Record<PartnerLeadAction, ActionSpec>>;

  const submit = async () => {
    if (!action) return;
    const text = reason.trim();
    const problems = fieldErrors(statusActionForm, { action, reason: text }, locale).reason;
    if (problems?.[0]) return setError(problems[0]);
    if (NEEDS_REASON.has(action) && !text) return setError(translateMessage(msg('reason_required'), locale));
    const handsIn = NEEDS_DOCUMENTS.has(action);
    if (handsIn && documents.length === 0) return setDocumentsError(t(props.texts.documentsRequired));
    try {
      await props.run(action, text || null, handsIn ? documents : undefined);
      setAction(null);
      await dialog.success(t(props.texts.done));
    } catch (e) {
      await dialog.error(e);
    }
  };

  return (
    <>
      <WorkflowActions allowed={props.allowed} specs={specs} />
      <Modal
        open={action !== null}
        title={action ? t(props.labels[action] as TextKey) : ''}
        okText={t(props.texts.confirm)}
        cancelText={t('common.actions.cancel')}
        confirmLoading={props.pending}
        onOk={() => void submit()}
        onCancel={() => setAction(null)}
        destroyOnHidden
        okButtonProps={{ 'data-testid': props.testIds.confirm ?? 'pipeline-confirm' } as never}
      >
        <Form layout="vertical">
          {action && NEEDS_DOCUMENTS.has(action) && (
            <DocumentsPicker
              kind={props.kind}
              entId={props.entId}
              value={documents}
              onChange={(ids) => {
                setDocuments(ids);
                setDocumentsError(null);
              }}
              error={documentsError}
            />
          )}
          <Form.Item
            label={t(props.texts.reason)}
            required={action !== null && NEEDS_REASON.has(action)}
            validateStatus={error ? 'error' : undefined}
            help={error && <span data-testid={`${props.testIds.reason}-error`}>{error}</span>}
          >
            <Input.TextArea
              rows={3}
              maxLength={1000}
              showCount
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              data-testid={props.testIds.reason}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
