import type { LegalRecordKind } from '@arflow/domain/api/legal-records';
import { PAGING } from '@arflow/domain/constants';
import { LEGAL_DOC_TYPE_LABELS, LEGAL_RECORD_STATUS_LABELS } from '@arflow/domain/statuses/legal-record';
import { Alert, Form, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../../shared/hooks/useText.ts';
import { useLegalRecords } from './api.ts';
import { useLegalRecordTexts } from './useLegalRecordTexts.ts';

export interface DocumentsPickerProps {
  kind: LegalRecordKind;
  entId: number;
  value: number[];
  onChange: (ids: number[]) => void;
  /** Shown under the field (the step needs at least one document, or the server refused one). */
  error?: string | null;
}

/**
 * The documents handed in with a pipeline step (submit for appraisal): the company's legal
 * records the step accepts, pending or approved (docs/decisions.md "Legal records").
 */
export function DocumentsPicker(props: DocumentsPickerProps) {
  const ready = useLegalRecordTexts();
  return ready ? <Picker {...props} /> : <Spin />;
}

// Every record the company has, not the panel's first page: the step may hand in any of them.
const EVERY_RECORD = { page_number: 1, page_size: PAGING.maxPageSize, sort_direction: 'ASC' } as const;

function Picker({ kind, entId, value, onChange, error }: DocumentsPickerProps) {
  const { t } = useTranslation();
  const show = useText();
  const records = useLegalRecords(kind, entId, EVERY_RECORD);
  const usable = (records.data?.data ?? []).filter((r) => r.status === 'PENDING' || r.status === 'APPROVED');
  return (
    <Form.Item
      label={t('legalRecords.picker.label')}
      required
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <Select<number[]>
        mode="multiple"
        value={value}
        onChange={onChange}
        loading={records.isFetching}
        placeholder={t('legalRecords.picker.placeholder')}
        optionFilterProp="label"
        options={usable.map((r) => ({
          value: r.id,
          label: `${show(LEGAL_DOC_TYPE_LABELS[r.doc_type])} — ${r.file_name} (${show(LEGAL_RECORD_STATUS_LABELS[r.status].label)})`,
        }))}
        data-testid="pipeline-documents"
      />
      {records.isSuccess && usable.length === 0 && (
        <Alert type="warning" showIcon style={{ marginTop: 8 }} message={t('legalRecords.picker.none')} />
      )}
    </Form.Item>
  );
}
