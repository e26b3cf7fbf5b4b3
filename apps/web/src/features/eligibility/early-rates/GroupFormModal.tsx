import { type GroupForm, groupForm } from '@arflow/domain/api/early-rates';
import { FormModal } from '../../../shared/forms/FormModal.tsx';
import type { FieldConfig } from '../../../shared/forms/SchemaForm.tsx';

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
  return (
    <FormModal
      open={props.open}
      title={props.initial ? 'eligibility.rates.editGroup' : 'eligibility.rates.addGroup'}
      onClose={props.onClose}
      id="rate-group"
      schema={groupForm}
      fields={FIELDS}
      initial={props.initial}
      submit={props.submit}
      saving={props.saving}
    />
  );
}
