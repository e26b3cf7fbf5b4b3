import type {
  NonTermPackForm,
  savingsPackDetailResponse,
  savingsPackListResponse,
  savingsPackSaveResponse,
  TermPackForm,
} from '@arflow/domain/api/savings';
import type { SavingsPackKind } from '@arflow/domain/statuses/savings';
import type { z } from 'zod';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { RecordApi } from '../../shared/record/record-api.ts';
import { PACK_APIS } from './pack-api.ts';

/** What both kinds of pack have (the cap decides limited or unlimited, decision 0107). */
const COMMON = {
  code: { label: 'savings.fields.pack_code', maxLength: 20 },
  name: { label: 'savings.fields.pack_name', maxLength: 200 },
  rate: { label: 'savings.fields.rate', kind: 'rate' },
  cap: { label: 'savings.fields.cap', kind: 'money', hint: 'savings.packs.capHint' },
  commission_rate: {
    label: 'savings.fields.commission_rate',
    kind: 'rate',
    hint: 'savings.packs.commissionHint',
  },
  description: { label: 'savings.fields.description', kind: 'textarea', span: 24, maxLength: 1000 },
} as const satisfies FieldConfig<NonTermPackForm>;

/** A kind of pack's screen (savesting-packs-management/term, /non-term): its calls, form and test ids. */
export interface PackKind<Form> {
  kind: SavingsPackKind;
  /** `<testId>-list-page`, `-add`, `-view-popup`, `-edit`, `-activate`, `-close`, `-placements-table`… */
  testId: string;
  /** The add and edit form's: `<formId>-form`, `<formId>-<field>`, `<formId>-save`. */
  formId: string;
  title: TextKey;
  /** Its list's call (the api's list, without a hook: lists.tsx draws every list alike). */
  listPath: string;
  api: RecordApi<
    'keyword' | 'status',
    z.infer<typeof savingsPackListResponse>,
    z.infer<typeof savingsPackDetailResponse>,
    Form,
    z.infer<typeof savingsPackSaveResponse>,
    'activate' | 'close'
  >;
  fields: FieldConfig<Form>;
  /** The add form's first values. */
  defaults: Partial<Record<keyof Form, unknown>>;
}

/** A new pack starts unlimited without commission: the schema refuses an empty cap or rate. */
const NEW_PACK = { cap: null, commission_rate: 0 } as const;

export const TERM_PACKS: PackKind<TermPackForm> = {
  kind: 'TERM',
  testId: 'savings-term-packs',
  formId: 'savings-term-pack',
  title: 'savings.termPacks.title',
  listPath: '/savings/term-packs',
  api: PACK_APIS.TERM,
  fields: {
    ...COMMON,
    term_months: { label: 'savings.fields.term_months', kind: 'integer' },
    early_rate: { label: 'savings.fields.early_rate', kind: 'rate' },
  },
  defaults: NEW_PACK,
};

export const NON_TERM_PACKS: PackKind<NonTermPackForm> = {
  kind: 'NON_TERM',
  testId: 'savings-non-term-packs',
  formId: 'savings-non-term-pack',
  title: 'savings.nonTermPacks.title',
  listPath: '/savings/non-term-packs',
  api: PACK_APIS.NON_TERM,
  fields: COMMON,
  defaults: NEW_PACK,
};
