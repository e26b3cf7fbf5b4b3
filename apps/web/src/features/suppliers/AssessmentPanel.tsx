import {
  ASSESSMENT_ITEM_LABELS,
  ASSESSMENT_RESULT_LABELS,
  type AssessmentField,
  type AssessmentItem,
  type AssessmentResult,
} from '@arflow/domain/api/appraisal';
import { EKYC_STATUS_LABELS } from '@arflow/domain/statuses/company';
import { LEGAL_DOC_TYPE_LABELS } from '@arflow/domain/statuses/legal-record';
import type { Tone } from '@arflow/domain/statuses/tone';
import { Alert, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { SupplierScorePanel } from '../category-business/SupplierScorePanel.tsx';
import { useAssessment } from './api.ts';

/** The labels of the registration fields the appraisal asks for: the supplier form's. */
const FIELD_LABELS = {
  mst: 'suppliers.fields.mst',
  address: 'suppliers.fields.address',
  legal_represent: 'suppliers.fields.legal_represent',
  email1: 'suppliers.fields.email1',
  id_card_number: 'suppliers.fields.id_card_number',
  date_of_birth: 'suppliers.fields.date_of_birth',
} as const satisfies Record<AssessmentField, TextKey>;

const RESULT_TONE: Record<AssessmentResult, Tone> = { PASS: 'success', FAIL: 'error', PENDING: 'processing' };

/**
 * The AssessmentItem view of one supplier (docs/decisions.md): each check the appraisal makes,
 * PASS, FAIL or PENDING with what is missing, and whether the credit decision can be taken.
 */
export function AssessmentPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const show = useText();
  const assessment = useAssessment(id);
  if (assessment.isPending) return <Spin />;
  if (assessment.isError) {
    return (
      <LoadError
        error={assessment.error}
        onRetry={() => void assessment.refetch()}
        testId="assessment-error"
      />
    );
  }
  const { items, ready } = assessment.data.data;
  // What is missing, in words: a field's label, an eKYC status; a rejection reason is the reviewer's own text.
  const missing = (r: AssessmentItem, m: string): string => {
    if (r.code === 'REGISTRATION' && m in FIELD_LABELS) return t(FIELD_LABELS[m as AssessmentField]);
    if (r.code === 'EKYC') {
      return m in EKYC_STATUS_LABELS
        ? show(EKYC_STATUS_LABELS[m as keyof typeof EKYC_STATUS_LABELS].label)
        : t('suppliers.assessment.ekycNone');
    }
    return m;
  };
  const columns: Column<AssessmentItem>[] = [
    {
      key: 'code',
      label: 'suppliers.assessment.item',
      render: (code, r) =>
        r.doc_type
          ? `${show(ASSESSMENT_ITEM_LABELS[code])}: ${show(LEGAL_DOC_TYPE_LABELS[r.doc_type])}`
          : show(ASSESSMENT_ITEM_LABELS[code]),
    },
    {
      key: 'result',
      label: 'suppliers.assessment.result',
      render: (result) => (
        <StatusTag
          status={{ label: ASSESSMENT_RESULT_LABELS[result], tone: RESULT_TONE[result] }}
          code={result}
        />
      ),
    },
    {
      key: 'missing',
      label: 'suppliers.assessment.detail',
      render: (items, r) => items.map((m) => missing(r, m)).join(', '),
    },
  ];
  return (
    <Flex vertical gap={12} data-testid="supplier-assessment" data-ready={ready}>
      <Alert
        type={ready ? 'success' : 'warning'}
        showIcon
        message={ready ? t('suppliers.assessment.ready') : t('suppliers.assessment.notReady')}
        data-testid="assessment-ready"
      />
      <DetailTable<AssessmentItem>
        rows={items}
        columns={columns}
        rowKey={(r) => `${r.code}-${r.doc_type ?? ''}`}
        testId="assessment"
      />
      <SupplierScorePanel supplierId={id} />
    </Flex>
  );
}
