import { corporateForm, personForm } from '@arflow/domain/api/partners';
import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useCanWritePartners, useSaveCorporate, useSavePerson } from './api.ts';
import { CORPORATE_FIELDS, PERSON_FIELDS } from './config.tsx';
import { PARTNER_PATHS } from './kinds.ts';

function NoRight() {
  const { t } = useTranslation();
  return <Result status="403" title={t('partners.form.noRight')} data-testid="partner-no-right" />;
}

/** /fun/partner/corporate/new: a corporate partner enters the pipeline as NEW. */
export function CorporateNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCorporate();
  if (!useCanWritePartners()) return <NoRight />;
  const base = PARTNER_PATHS.corporate.screen;
  return (
    <div data-testid="partner-corporate-new-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('partners.form.addCorporate')}
      </Typography.Title>
      <SchemaForm
        id="partner"
        schema={corporateForm}
        fields={CORPORATE_FIELDS}
        submit={async (body) => (await save.mutateAsync(body)).data}
        saving={save.isPending}
        onSaved={(saved) => navigate(`${base}/${saved.id}`, { replace: true })}
        onCancel={() => navigate(`${base}/list`)}
      />
    </div>
  );
}

/**
 * /fun/partner/person/new: a person partner; "also a supplier" makes the combined DOITAC_NCC
 * account (the partner-supplier setup links here with it ticked: `?also_supplier=1`).
 */
export function PersonNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useSavePerson();
  if (!useCanWritePartners()) return <NoRight />;
  const base = PARTNER_PATHS.person.screen;
  return (
    <div data-testid="partner-person-new-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('partners.form.addPerson')}
      </Typography.Title>
      <SchemaForm
        id="partner"
        schema={personForm}
        fields={PERSON_FIELDS}
        defaults={{ also_supplier: params.get('also_supplier') === '1' }}
        submit={async (body) => (await save.mutateAsync(body)).data}
        saving={save.isPending}
        onSaved={(saved) => navigate(`${base}/${saved.id}`, { replace: true })}
        onCancel={() => navigate(`${base}/list`)}
      />
    </div>
  );
}
