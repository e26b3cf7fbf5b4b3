import { type IndustryForm, industryForm } from '@arflow/domain/api/category-business';
import { Modal } from 'antd';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useSaveIndustry } from './api.ts';
import { INDUSTRY_FIELDS } from './config.ts';

/** The industry form in a popup: adds one (no id) or edits the one given. */
export function IndustryFormModal(props: {
  open: boolean;
  title: string;
  id?: number;
  initial?: IndustryForm;
  onClose: () => void;
}) {
  const save = useSaveIndustry(props.id);
  return (
    <Modal open={props.open} title={props.title} footer={null} onCancel={props.onClose} destroyOnHidden>
      <SchemaForm
        id="industry"
        schema={industryForm}
        fields={INDUSTRY_FIELDS}
        initial={props.initial}
        submit={(body) => save.mutateAsync(body)}
        saving={save.isPending}
        onSaved={props.onClose}
        onCancel={props.onClose}
      />
    </Modal>
  );
}
