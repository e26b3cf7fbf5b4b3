import type { LegalRecordKind } from '@arflow/domain/api/legal-records';
import type { TFunction } from 'i18next';
import { LegalRecordsPanel } from '../legal-records/LegalRecordsPanel.tsx';
import { ContractsPanel } from '../signing/ContractsPanel.tsx';
import { CompanyMembersPanel } from './CompanyMembersPanel.tsx';

/**
 * The tabs every client company's detail page shows the same way (its legal records, contracts
 * and user accounts), named in the page's own texts because the panels' texts load only when shown.
 */
export function companyTabs(
  t: TFunction,
  texts: 'buyers.detail' | 'suppliers.detail',
  company: { kind: LegalRecordKind; id: number; type: string },
) {
  const { kind, id, type } = company;
  return {
    legalRecords: {
      key: 'legal-records',
      label: t(`${texts}.legalRecords`),
      children: <LegalRecordsPanel kind={kind} entId={id} />,
    },
    contracts: {
      key: 'contracts',
      label: t(`${texts}.contracts`),
      children: <ContractsPanel entId={id} entType={type} />,
    },
    members: {
      key: 'members',
      label: t(`${texts}.members`),
      children: <CompanyMembersPanel entId={id} type={type} />,
    },
  };
}
