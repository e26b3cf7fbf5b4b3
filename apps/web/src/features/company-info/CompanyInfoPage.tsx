import { companyInfoForm } from '@arflow/domain/api/company-info';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo, useCompanyRights, useSaveCompanyInfo } from './api.ts';
import { COMPANY_FIELDS } from './config.ts';
import { ProfilePage } from './ProfilePage.tsx';

/**
 * setup/company-info of the buyer, supplier, individual and partner portals: the company as the
 * funder registered it (name, tax code, representatives: read only) and its contact details,
 * which the company's authorizer (or the individual) keeps up to date.
 */
export default function CompanyInfoPage() {
  const { t } = useTranslation();
  const info = useCompanyInfo();
  const save = useSaveCompanyInfo();
  const { ownWrite } = useCompanyRights();
  return (
    <ProfilePage
      query={info}
      title={(company) =>
        company.type === 'INDSUPPLIER' ? 'companyInfo.personalTitle' : 'companyInfo.title'
      }
      canEdit={ownWrite}
      registered={(company) => (
        <Card size="small" title={t('companyInfo.registered')} style={{ marginBottom: 16 }}>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'name', label: t('companyInfo.fields.name'), children: company.name },
              { key: 'code', label: t('companyInfo.fields.code'), children: company.code },
              { key: 'mst', label: t('companyInfo.fields.mst'), children: company.mst ?? '' },
              {
                key: 'legal',
                label: t('companyInfo.fields.legal_represent'),
                children: company.legal_represent ?? '',
              },
              {
                key: 'auth',
                label: t('companyInfo.fields.buy_fun_legal_represent'),
                children: company.buy_fun_legal_represent ?? '',
              },
            ]}
          />
        </Card>
      )}
      formTitle="companyInfo.contact"
      form={(company) => ({
        schema: companyInfoForm,
        fields: COMPANY_FIELDS,
        initial: company,
        submit: save.mutateAsync,
        saving: save.isPending,
      })}
    />
  );
}
