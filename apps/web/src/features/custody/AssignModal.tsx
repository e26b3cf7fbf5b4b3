import { assignAuthorityBody, assignHolderBody } from '@arflow/domain/api/custody';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useCustodyAction, useCustodyStaff } from './api.ts';

export type Assigning = 'assign_holder' | 'assign_authority' | null;

const TITLES = {
  assign_holder: 'custody.detail.assign_holder',
  assign_authority: 'custody.detail.assign_authority',
} as const;

/** AssignHolder and AssignAuth for one document: a funder staff member (and a return date). */
export function AssignModal({
  id,
  assigning,
  close,
}: {
  id: number;
  assigning: Assigning;
  close: () => void;
}) {
  const { t } = useTranslation();
  const staff = useCustodyStaff();
  const act = useCustodyAction(id);
  const options = (staff.data?.data ?? []).map((s) => ({ value: s.id, label: { vi: s.name, en: s.name } }));
  const common = { saving: act.isPending, onSaved: close, onCancel: close };
  return (
    <Modal
      open={assigning !== null}
      title={assigning && t(TITLES[assigning])}
      footer={null}
      onCancel={close}
      destroyOnHidden
    >
      {assigning === 'assign_holder' && (
        <SchemaForm
          {...common}
          id="custody-holder"
          schema={assignHolderBody}
          fields={{
            holder_id: { label: 'custody.fields.holder_id', kind: 'select', options },
            return_date: { label: 'custody.fields.return_date', kind: 'date' },
          }}
          submit={(body) => act.mutateAsync({ path: 'assign-holder', body })}
        />
      )}
      {assigning === 'assign_authority' && (
        <SchemaForm
          {...common}
          id="custody-authority"
          schema={assignAuthorityBody}
          fields={{
            authority_id: { label: 'custody.fields.authority_id', kind: 'select', options, span: 24 },
          }}
          submit={(body) => act.mutateAsync({ path: 'assign-authority', body })}
        />
      )}
    </Modal>
  );
}
