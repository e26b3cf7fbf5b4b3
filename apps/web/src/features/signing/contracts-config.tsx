import { CONTRACT_COLUMNS, type ContractItem } from '@arflow/domain/api/contracts';
import { DOCUMENT_CONTRACT_LABELS, DOCUMENT_CONTRACT_TYPES } from '@arflow/domain/contract-documents';
import { CONTRACT_ACTIONS, CONTRACT_STATUS_LABELS } from '@arflow/domain/statuses/contract';
import type { ContractAction } from '@arflow/domain/workflows/contract';
import { Button } from 'antd';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { type FilterField, keywordFilter } from '../../shared/list/filters.ts';
import { actionKeys } from '../../shared/text-keys.ts';
import type { CONTRACT_LIST } from './contracts-api.ts';
import { contractLabel } from './labels.ts';

/** The contract table; `open` makes the number a button that opens the contract's drawer. */
export function contractColumns(open: (row: ContractItem) => void) {
  return columnsOf<ContractItem>(CONTRACT_COLUMNS, {
    number: {
      render: (value, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => open(row)}
          data-testid={`contract-open-${row.id}`}
        >
          {value ?? `#${row.id}`}
        </Button>
      ),
    },
    // The type in words, as plain text rather than a tag.
    contract_type: { render: (v, _r, f) => contractLabel(v, f.locale) },
  });
}

type Filter = (typeof CONTRACT_LIST.filters)[number];
export const CONTRACT_FILTERS = [
  keywordFilter('signing'),
  {
    kind: 'status',
    name: 'contract_status',
    label: 'signing.fields.stage',
    statuses: CONTRACT_STATUS_LABELS,
  },
  {
    kind: 'select',
    name: 'contract_type',
    label: 'signing.fields.type',
    options: DOCUMENT_CONTRACT_TYPES.map((value) => ({ value, label: DOCUMENT_CONTRACT_LABELS[value] })),
  },
] as const satisfies readonly FilterField<Filter>[];

/** History rows name the workflow action in capitals; DELETE is a withdrawn request. */
export const CONTRACT_HISTORY_ACTIONS = actionKeys('signing.history', [
  ...CONTRACT_ACTIONS,
  'DELETE',
]) satisfies Record<Uppercase<ContractAction> | 'DELETE', TextKey>;

/** The fields a history row may name as changed. */
export const CONTRACT_HISTORY_FIELDS = {
  number: { label: 'signing.fields.number' },
  contract_date: { label: 'signing.fields.contractDate' },
  sign_date: { label: 'signing.fields.signDate' },
  reason: { label: 'signing.fields.reason' },
  contract_method: { label: 'signing.fields.method' },
  hard_copy_file_id: { label: 'signing.fields.hardCopy' },
  document_id: { label: 'signing.fields.document' },
} as const satisfies Record<string, { label: TextKey }>;
