import type { LegalRecordKind } from '@arflow/domain/api/legal-records';
import type { TFunction } from 'i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { textKeys } from '../../shared/text-keys.ts';
import { LegalRecordsPanel } from '../legal-records/LegalRecordsPanel.tsx';
import { ContractsPanel } from '../signing/ContractsPanel.tsx';
import { CompanyMembersPanel } from './CompanyMembersPanel.tsx';

const TABS = ['legalRecords', 'contracts', 'members'] as const;
const LABELS = {
  'buyers.detail': textKeys('buyers.detail', TABS),
  'suppliers.detail': textKeys('suppliers.detail', TABS),
} satisfies Record<string, Record<(typeof TABS)[number], TextKey>>;

/**
 * The tabs every client company's detail page shows the same way (its legal records, contracts
 * and user accounts), named in the page's own texts because the panels' texts load only when shown.
 */
export function companyTabs(
  t: TFunction,
  texts: keyof typeof LABELS,
  company: { kind: LegalRecordKind; id: number; type: string },
) {
  const { kind, id, type } = company;
  const label = LABELS[texts];
  return {
    legalRecords: {
      key: 'legal-records',
      label: t(label.legalRecords),
      children: <LegalRecordsPanel kind={kind} entId={id} />,
    },
    contracts: {
      key: 'contracts',
      label: t(label.contracts),
      children: <ContractsPanel entId={id} entType={type} />,
    },
    members: {
      key: 'members',
      label: t(label.members),
      children: <CompanyMembersPanel entId={id} type={type} />,
    },
  };
}
