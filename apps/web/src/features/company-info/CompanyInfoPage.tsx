import { EditOutlined } from '@ant-design/icons';
import { companyInfoForm } from '@arflow/domain/api/company-info';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Loading } from '../../shared/api/Loading.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useCompanyInfo, useCompanyRights, useSaveCompanyInfo } from './api.ts';
import { COMPANY_FIELDS } from './config.ts';

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
  const [editing, setEditing] = useState(false);

  if (info.isPending) return <Loading testId="company-info-loading" />;
  if (info.isError) {
    return <LoadError error={info.error} onRetry={() => void info.refetch()} testId="company-info-error" />;
  }
  const company = info.data.data;
  return (
    <div data-testid="company-info-page">
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(company.type === 'INDSUPPLIER' ? 'companyInfo.personalTitle' : 'companyInfo.title')}
        </Typography.Title>
        {ownWrite && !editing && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="company-info-edit">
            {t('common.actions.edit')}
          </Button>
        )}
      </Flex>
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
      <Card size="small" title={t('companyInfo.contact')}>
        <SchemaForm
          key={editing ? 'edit' : 'view'}
          id="company-info"
          schema={companyInfoForm}
          fields={COMPANY_FIELDS}
          initial={company}
          readOnly={!editing}
          submit={(body) => save.mutateAsync(body)}
          saving={save.isPending}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Card>
    </div>
  );
}
