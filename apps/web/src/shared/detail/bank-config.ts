import type { BankForm } from '@arflow/domain/api/companies';
import type { FieldConfig } from '../forms/SchemaForm.tsx';
import type { BankAccountsProps } from '../widgets/BankAccounts.tsx';

/** The modules whose texts name a company's bank accounts under `<ns>.bank.*`. */
type BankNamespace = 'buyers' | 'suppliers' | 'companyInfo';

/**
 * A company's bank accounts tab (BankAccounts' form and texts) in a module's own words: every
 * such module has the same keys under `<ns>.bank`, and says "company" or "supplier" its own way.
 */
export function bankConfig<N extends BankNamespace>(
  ns: N,
): Pick<BankAccountsProps, 'fields' | 'texts'> & { fields: FieldConfig<BankForm> } {
  return {
    fields: {
      id: { label: `${ns}.bank.id`, kind: 'hidden' },
      bank_name: { label: `${ns}.bank.bank_name` },
      bank_branch: { label: `${ns}.bank.bank_branch` },
      bank_account_number: { label: `${ns}.bank.bank_account_number` },
      bank_holder_name: { label: `${ns}.bank.bank_holder_name` },
      side: {
        label: `${ns}.bank.side`,
        kind: 'select',
        options: [
          { value: 'COUNTERPARTY', label: `${ns}.bank.sides.COUNTERPARTY` },
          { value: 'SYSTEM', label: `${ns}.bank.sides.SYSTEM` },
        ],
      },
      designated: { label: `${ns}.bank.designated`, kind: 'switch', hint: `${ns}.bank.designatedHint` },
    },
    texts: {
      add: `${ns}.bank.add`,
      edit: `${ns}.bank.edit`,
      designated: `${ns}.bank.designated`,
      sides: { SYSTEM: `${ns}.bank.sides.SYSTEM`, COUNTERPARTY: `${ns}.bank.sides.COUNTERPARTY` },
    },
  };
}
