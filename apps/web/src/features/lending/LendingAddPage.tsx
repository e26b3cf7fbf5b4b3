import { type LendingDetail, lendingForm } from '@arflow/domain/api/lending';
import { useNavigate } from 'react-router';
import { FormPage } from '../../shared/forms/FormPage.tsx';
import { useSession } from '../../shared/session/session.ts';
import { useAddLending, useCanAddLending } from './api.ts';
import { LENDING_FIELDS } from './config.ts';

const MANAGEMENT = '/partner/lending-service/lending-management';

/** …/add-lending: the partner asks to lend; the saved loan opens with its schedule. */
export default function LendingAddPage() {
  const partnerId = useSession().user?.ent_id ?? 0;
  const add = useAddLending(partnerId);
  const navigate = useNavigate();
  return (
    <FormPage
      id="lending"
      title="lending.addForm.title"
      allowed={useCanAddLending()}
      back={{ to: MANAGEMENT, label: 'lending.list.title' }}
      schema={lendingForm}
      fields={LENDING_FIELDS}
      defaults={{ term_unit: 1, payment_type: 2 }}
      submit={(body) => add.mutateAsync(body)}
      saving={add.isPending}
      submitLabel="lending.addForm.submit"
      onSaved={(saved: LendingDetail) => void navigate(`${MANAGEMENT}/${saved.data.id}`)}
    />
  );
}
