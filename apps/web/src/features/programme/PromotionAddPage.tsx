import { promotionForm } from '@arflow/domain/api/programme';
import { useNavigate } from 'react-router';
import { FormPage } from '../../shared/forms/FormPage.tsx';
import { useCanSetPromotions, useSavePromotion } from './api.ts';
import { usePromotionFields } from './promotion-fields.tsx';

const BASE = '/fun/program-setup/promotion';

/** /fun/program-setup/promotion/add: a new promotion (the administrators'), then its details. */
export default function PromotionAddPage() {
  const navigate = useNavigate();
  const save = useSavePromotion();
  return (
    <FormPage
      id="promotion"
      title="programme.promotion.add"
      allowed={useCanSetPromotions()}
      back={{ to: BASE, label: 'programme.promotion.title' }}
      schema={promotionForm}
      fields={usePromotionFields()}
      initial={{
        name: '',
        buy_id: undefined,
        sup_id: null,
        start_date: undefined,
        end_date: undefined,
        discount_rate: undefined,
        max_per_supplier: 1,
        note: null,
      }}
      submit={async (body) => (await save.mutateAsync(body)).data}
      saving={save.isPending}
      onSaved={(saved) => navigate(`${BASE}/${saved.id}`, { replace: true })}
      onCancel={() => navigate(BASE)}
    />
  );
}
