import { type GroupForm, groupForm } from '@arflow/domain/api/early-rates';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type FieldConfig, SchemaForm } from '../../../shared/forms/SchemaForm.tsx';

const FIELDS = {
  name: { label: 'eligibility.rates.name', span: 16, maxLength: 100 },
  rate: { label: 'eligibility.rates.rate', kind: 'rate', span: 8, suffix: 'eligibility.rates.perYear' },
} as const satisfies FieldConfig<GroupForm>;

/** Add or edit one group (name unique among the buyer's groups, rate ≤ 2 decimals): the server's schema. */
export function GroupFormModal(props: {
  open: boolean;
  initial?: GroupForm | undefined;
  saving: boolean;
  submit: (body: GroupForm) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      title={t(props.initial ? 'eligibility.rates.editGroup' : 'eligibility.rates.addGroup')}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <SchemaForm
        id="rate-group"
        schema={groupForm}
        fields={FIELDS}
        initial={props.initial}
        submit={props.submit}
        saving={props.saving}
        onSaved={props.onClose}
        onCancel={props.onClose}
      />
    </Modal>
  );
}
