import {
  APPENDIX_COLUMNS,
  type AppendixForm,
  type AppendixItem,
  type CommissionSetupBody,
  type ReferredItem,
} from '@arflow/domain/api/appendices';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES } from '@arflow/domain/constants';
import {
  APPENDIX_STATUS_LABELS,
  REFERENCE_APPENDIX_STATUS_LABELS,
  REFERENCE_APPENDIX_TYPE_LABELS,
  REFERENCE_APPENDIX_TYPES,
} from '@arflow/domain/statuses/contract';
import { COMMISSION_STATUS_LABELS, REFERRED_PARTNER_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import type { AppendixAction } from '@arflow/domain/workflows/appendix';
import { APPENDIX_ACTIONS } from '@arflow/domain/workflows/appendix';
import type { CommissionAction } from '@arflow/domain/workflows/commission';
import { COMMISSION_ACTIONS } from '@arflow/domain/workflows/commission';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { type FilterField, keywordFilter } from '../../shared/list/filters.ts';
import { actionKeys } from '../../shared/text-keys.ts';
import type { AppendixFilter } from './api.ts';

const TYPE_OPTIONS = REFERENCE_APPENDIX_TYPES.map((t) => ({
  value: t,
  label: REFERENCE_APPENDIX_TYPE_LABELS[t].label,
}));
const PAYMENT_OPTIONS = Object.values(PAYMENT_TYPES).map((p) => ({
  value: p,
  label: PAYMENT_TYPE_LABELS[p],
}));

/** The request form: every field of `appendixForm`; the referred companies are chosen by the API only. */
export const APPENDIX_FIELDS = {
  type: { label: 'appendices.fields.type', kind: 'select', options: TYPE_OPTIONS },
  name: { label: 'appendices.fields.name', maxLength: 255 },
  code: { label: 'appendices.fields.code', maxLength: 50, hint: 'appendices.form.codeHint' },
  commission_rate: {
    label: 'appendices.fields.commission_rate',
    kind: 'rate',
    suffix: 'appendices.form.perYear',
  },
  payment_type: { label: 'appendices.fields.payment_type', kind: 'select', options: PAYMENT_OPTIONS },
  referred_ids: { label: 'appendices.fields.partner_count', kind: 'hidden' },
} as const satisfies FieldConfig<AppendixForm>;

/** The commission setup form (`commissionSetupBody`). */
export const COMMISSION_FIELDS = {
  active: { label: 'appendices.commission.active', kind: 'hidden' },
  commission_rate: {
    label: 'appendices.fields.commission_rate',
    kind: 'rate',
    suffix: 'appendices.form.perYear',
  },
  payment_type: { label: 'appendices.fields.payment_type', kind: 'select', options: PAYMENT_OPTIONS },
  reason: { label: 'appendices.commission.reason', kind: 'textarea', span: 24, maxLength: 1000 },
} as const satisfies FieldConfig<CommissionSetupBody>;

const typeLabels = Object.fromEntries(
  REFERENCE_APPENDIX_TYPES.map((t) => [t, REFERENCE_APPENDIX_TYPE_LABELS[t]]),
);

/** The list (declared in the domain): each number opens its appendix in the drawer. */
export const APPENDIX_LIST_COLUMNS = columnsOf<AppendixItem>(APPENDIX_COLUMNS, {
  number: { link: (row) => `?appendix=${row.id}` },
});

export const REFERRED_STATUS_LABELS = REFERRED_PARTNER_STATUS_LABELS;
export type { ReferredItem };

export const APPENDIX_FILTERS = [
  keywordFilter('appendices'),
  { kind: 'status', name: 'status', label: 'appendices.fields.status', statuses: APPENDIX_STATUS_LABELS },
  { kind: 'status', name: 'type', label: 'appendices.fields.type', statuses: typeLabels },
] as const satisfies readonly FilterField<AppendixFilter>[];

/** History rows name the workflow action in capitals (platform/db/transition.ts). */
export const APPENDIX_HISTORY_ACTIONS = actionKeys('appendices.history', APPENDIX_ACTIONS) satisfies Record<
  Uppercase<AppendixAction>,
  TextKey
>;

export const COMMISSION_HISTORY_ACTIONS = actionKeys(
  'appendices.history',
  COMMISSION_ACTIONS,
) satisfies Record<Uppercase<CommissionAction>, TextKey>;

export { APPENDIX_STATUS_LABELS, COMMISSION_STATUS_LABELS, REFERENCE_APPENDIX_STATUS_LABELS };
