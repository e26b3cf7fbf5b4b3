import { corporateForm, personForm } from '@arflow/domain/api/partners';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NewRecordPage, type NewRecordPageProps } from '../../shared/record/NewRecordPage.tsx';
import { useCanWritePartners, useSaveCorporate, useSavePerson } from './api.ts';
import { CORPORATE_FIELDS, PERSON_FIELDS } from './config.tsx';
import { PARTNER_PATHS, type PartnerKindPath } from './kinds.ts';

function NoRight() {
  const { t } = useTranslation();
  return <Result status="403" title={t('partners.form.noRight')} data-testid="partner-no-right" />;
}

type NewPartnerProps<Form> = { kind: PartnerKindPath } & Pick<
  NewRecordPageProps<Form>,
  'title' | 'save' | 'schema' | 'fields' | 'defaults'
>;

/** The new page of either kind, for a user who may write partners; the saved one opens in its list's area. */
function NewPartner<Form>({ kind, ...page }: NewPartnerProps<Form>) {
  if (!useCanWritePartners()) return <NoRight />;
  return (
    <NewRecordPage
      {...page}
      id="partner"
      testId={`partner-${kind}-new-page`}
      base={PARTNER_PATHS[kind].screen}
    />
  );
}

/** /fun/partner/corporate/new: a corporate partner enters the pipeline as NEW. */
export function CorporateNewPage() {
  const save = useSaveCorporate();
  return (
    <NewPartner
      kind="corporate"
      title="partners.form.addCorporate"
      save={save}
      schema={corporateForm}
      fields={CORPORATE_FIELDS}
    />
  );
}

/**
 * /fun/partner/person/new: a person partner; "also a supplier" makes the combined DOITAC_NCC
 * account (the partner-supplier setup links here with it ticked: `?also_supplier=1`).
 */
export function PersonNewPage() {
  const [params] = useSearchParams();
  const save = useSavePerson();
  return (
    <NewPartner
      kind="person"
      title="partners.form.addPerson"
      save={save}
      schema={personForm}
      fields={PERSON_FIELDS}
      defaults={{ also_supplier: params.get('also_supplier') === '1' }}
    />
  );
}
