import { bankForm } from '@arflow/domain/api/companies';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Loading } from '../../shared/api/Loading.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useCompanyRights, useOwnBanks, useSaveOwnBank } from './api.ts';
import { BANK_FIELDS } from './config.ts';

const LIST = '/fun/profile/bank-info';

/** /fun/profile/bank-info/add and /fun/profile/bank-info/:id: one of the funder's accounts. */
export default function BankFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().id;
  const id = param === undefined ? undefined : Number(param);
  const banks = useOwnBanks();
  const save = useSaveOwnBank();
  const { bankWrite } = useCompanyRights();

  if (id !== undefined && (!Number.isSafeInteger(id) || id <= 0)) return <NotFoundPage />;
  if (id !== undefined && banks.isPending) return <Loading testId="bank-loading" />;
  if (id !== undefined && banks.isError) {
    return <LoadError error={banks.error} onRetry={() => void banks.refetch()} testId="bank-info-error" />;
  }
  const row = id === undefined ? undefined : banks.data?.data.find((b) => b.id === id);
  if (id !== undefined && !row) return <NotFoundPage />;
  return (
    <div data-testid="bank-form-page">
      <Typography.Title level={3}>
        {t(row ? 'companyInfo.bank.edit' : 'companyInfo.bank.add')}
      </Typography.Title>
      <Card size="small">
        <SchemaForm
          id="own-bank"
          schema={bankForm}
          fields={BANK_FIELDS}
          initial={row}
          defaults={{ side: 'SYSTEM', designated: false }}
          readOnly={!bankWrite}
          submit={(body) => save.mutateAsync(row ? { ...body, id: row.id } : body)}
          saving={save.isPending}
          onSaved={() => navigate(LIST)}
          onCancel={() => navigate(LIST)}
        />
      </Card>
    </div>
  );
}
