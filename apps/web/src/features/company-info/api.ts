import { COMPANY_INFO_ACCESS } from '@arflow/domain/access/company-info';
import { type BankForm, bankListResponse, bankSaveResponse } from '@arflow/domain/api/companies';
import {
  type CompanyInfoForm,
  companyInfoResponse,
  type FunderInfoForm,
  funderInfoResponse,
} from '@arflow/domain/api/company-info';
import { allows } from '@arflow/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { useSession } from '../../shared/session/session.ts';

const keys = {
  all: ['company-info'] as const,
  own: ['company-info', 'own'] as const,
  funder: ['company-info', 'funder'] as const,
  banks: ['company-info', 'banks'] as const,
};

/** GET /company-info: the signed-in user's own company (no path names a company). */
export function useCompanyInfo() {
  return useQuery({
    queryKey: keys.own,
    queryFn: ({ signal }) => call('/company-info', { signal, schema: companyInfoResponse }),
  });
}

/** POST /company-info/update: the contact fields only. */
export function useSaveCompanyInfo() {
  return useRefreshingMutation(keys.all, (body: CompanyInfoForm) =>
    call('/company-info/update', { method: 'POST', body, schema: companyInfoResponse }),
  );
}

/** GET /company-info/funder: the funder's profile with the system rate. */
export function useFunderInfo() {
  return useQuery({
    queryKey: keys.funder,
    queryFn: ({ signal }) => call('/company-info/funder', { signal, schema: funderInfoResponse }),
  });
}

/** POST /company-info/funder/update. */
export function useSaveFunderInfo() {
  return useRefreshingMutation(keys.all, (body: FunderInfoForm) =>
    call('/company-info/funder/update', { method: 'POST', body, schema: funderInfoResponse }),
  );
}

/** POST /company-info/list-bank: the own company's accounts (a handful, shown whole). */
export function useOwnBanks() {
  return useQuery({
    queryKey: keys.banks,
    queryFn: ({ signal }) =>
      call('/company-info/list-bank', { method: 'POST', signal, body: {}, schema: bankListResponse }),
  });
}

/** POST /company-info/bank: add (no id) or edit one account; the designated-account rule is the server's. */
export function useSaveOwnBank() {
  return useRefreshingMutation(keys.all, (body: BankForm) =>
    call('/company-info/bank', { method: 'POST', body, schema: bankSaveResponse }),
  );
}

export function useCompanyRights() {
  const { user } = useSession();
  return {
    ownWrite: allows(COMPANY_INFO_ACCESS.ownWrite, user),
    funderWrite: allows(COMPANY_INFO_ACCESS.funderWrite, user),
    bankWrite: allows(COMPANY_INFO_ACCESS.bankWrite, user),
  };
}
