import { buyerForm } from '@arflow/domain/api/buyers';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useSaveBuyer } from './api.ts';
import { BUYER_FIELDS } from './config.tsx';

/** /fun/buyer/new: a new buyer starts as a NEW lead (the area guard lets only client staff in). */
export default function BuyerNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveBuyer();
  return (
    <div data-testid="buyer-new-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('buyers.form.newTitle')}
      </Typography.Title>
      <SchemaForm
        id="buyer"
        schema={buyerForm}
        fields={BUYER_FIELDS}
        initial={{ ...EMPTY, frequencies: [] }}
        submit={async (body) => (await save.mutateAsync(body)).data}
        saving={save.isPending}
        onSaved={(saved) => navigate(`/fun/buyer/${saved.id}`, { replace: true })}
        onCancel={() => navigate('/fun/buyer/list')}
      />
    </div>
  );
}

const EMPTY = Object.fromEntries(Object.keys(BUYER_FIELDS).map((k) => [k, null])) as Record<
  keyof typeof BUYER_FIELDS,
  unknown
>;
