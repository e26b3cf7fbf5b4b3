import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { BankAccounts } from '../../shared/widgets/BankAccounts.tsx';
import { useCompanyRights, useOwnBanks, useSaveOwnBank } from './api.ts';
import { BANK_FIELDS, BANK_TEXTS } from './config.ts';

/**
 * /partner/setup/bank-info and /fun/profile/bank-info: the own company's accounts, added and
 * edited in a dialog by the partner or the funder's admins (the designated account receives
 * payments; the server keeps one per company).
 */
export default function BankInfoPage() {
  const { t } = useTranslation();
  const banks = useOwnBanks();
  const save = useSaveOwnBank();
  const { bankWrite } = useCompanyRights();
  if (banks.isError) {
    return <LoadError error={banks.error} onRetry={() => void banks.refetch()} testId="bank-info-error" />;
  }
  return (
    <div data-testid="bank-info-page">
      <Typography.Title level={3}>{t('companyInfo.bank.title')}</Typography.Title>
      <Card size="small">
        <BankAccounts
          testId="own"
          banks={banks.data?.data ?? []}
          loading={banks.isFetching}
          fields={BANK_FIELDS}
          texts={BANK_TEXTS}
          save={bankWrite ? (body) => save.mutateAsync(body) : undefined}
          saving={save.isPending}
        />
      </Card>
    </div>
  );
}
