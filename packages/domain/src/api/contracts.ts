import { z } from 'zod';
import {
  DOCUMENT_CONTRACT_LABELS,
  DOCUMENT_CONTRACT_TYPES,
  type DocumentContractType,
} from '../contract-documents.ts';
import type { EnterpriseCode } from '../enterprises.ts';
import {
  CONTRACT_ACTIONS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  type ContractStatus,
} from '../statuses/contract.ts';
import type { StatusLabel } from '../statuses/tone.ts';
import { text } from '../text.ts';
import { msg, recordIdParam, requiredText } from '../validation.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedQuery, pagedResponse, sortColumnsOf } from './paging.ts';
import { signingDocument, signingOtpResponse } from './signing.ts';

/**
 * The contract lifecycle (spec §3 "Contract", §4 contract statuses and actions, §7 buyer,
 * supplier, corporate, person and partner contract calls). One contract binds the platform (the
 * funder company) and one client company; `contract_method` picks e-signing or the paper path.
 */
export const CONTRACT_METHODS = ['digital', 'manual'] as const;
export type ContractMethod = (typeof CONTRACT_METHODS)[number];
export const CONTRACT_METHOD_LABELS = {
  digital: { label: text('Ký số', 'E-signing'), tone: 'processing' },
  manual: { label: text('Ký bản cứng', 'Signed on paper'), tone: 'default' },
} as const satisfies Record<ContractMethod, StatusLabel>;

/**
 * Which contracts a company of each type signs with the platform (docs/decisions.md "Contract
 * types per client"): buyers the coordination agreement; suppliers the discount contract or the
 * debt purchase agreement (transaction structure 1 or 2); partners the partner contracts and the
 * investment cooperation contract.
 */
export const CONTRACT_TYPES_BY_CLIENT = {
  FUNDER: [],
  BUYER: ['COORDINATION_AGREEMENT'],
  SUPPLIER: ['DISCOUNT_CONTRACT', 'DEBT_PURCHASE_AGREEMENT'],
  INDSUPPLIER: ['DISCOUNT_CONTRACT', 'DEBT_PURCHASE_AGREEMENT'],
  DOITAC_NCC: [
    'DISCOUNT_CONTRACT',
    'DEBT_PURCHASE_AGREEMENT',
    'PARTNER_REFERRAL_CONTRACT',
    'PARTNER_LENDING_COORDINATION_CONTRACT',
  ],
  PARTNER: [
    'INVESTMENT_COOPERATION_CONTRACT',
    'PARTNER_FUNDING_CONTRACT',
    'PARTNER_GUARANTEE_CONTRACT',
    'PARTNER_REFERRAL_CONTRACT',
    'PARTNER_LENDING_COORDINATION_CONTRACT',
    'CREDIT_CONTRACT',
  ],
} as const satisfies Record<EnterpriseCode, readonly DocumentContractType[]>;

const id = () =>
  z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .positive({ error: msg('invalid') })
    .max(2_147_483_647, { error: msg('invalid') });
const contractType = () => z.enum(DOCUMENT_CONTRACT_TYPES, { error: msg('invalid') });
const reason = () => requiredText(1000);
const otp = () =>
  z
    .string({ error: msg('required') })
    .trim()
    .regex(/^\d{6}$/, { error: msg('invalid') });

/** The field naming the client company in each audience's calls (spec §3: buyer_id, …). */
export const CONTRACT_CLIENT_FIELDS = [
  'buyer_id',
  'sup_id',
  'corporate_id',
  'person_id',
  'partner_id',
  'ent_id',
] as const;
export type ContractClientField = (typeof CONTRACT_CLIENT_FIELDS)[number];

/**
 * Request a contract (spec §7 "POST /buyer/contract/request (buyer_id, contract_type,
 * contract_method)"): a company user may leave the company out (its own); funder staff name it.
 */
export interface ContractRequest {
  contract_type: DocumentContractType;
  contract_method: ContractMethod;
  lending_id?: number | null | undefined;
}
type ClientIds = Partial<Record<ContractClientField, number>>;
export const contractRequestBody = (field: ContractClientField) =>
  z.strictObject({
    [field]: id().optional(),
    contract_type: contractType(),
    contract_method: z.enum(CONTRACT_METHODS, { error: msg('invalid') }).default('digital'),
    lending_id: id().nullish(),
  }) as unknown as z.ZodType<ContractRequest & ClientIds, Record<string, unknown>>;

/** A body naming the contract, for the calls whose path does not (…/contract/reject, …/sign-ca). */
export const contractRejectBody = z.strictObject({ contract_id: id(), reason: reason() });
export const reasonBody = z.strictObject({ reason: reason() });
export type ReasonBody = z.infer<typeof reasonBody>;

/**
 * A signing step: without `otp` the code is e-mailed (bound to the contract's document); with it
 * the contract is signed (spec §4 "sign by CA with OTP confirmation").
 */
export const contractSignBody = z.strictObject({ certificate_id: id(), otp: otp().optional() });
export type ContractSignBody = z.infer<typeof contractSignBody>;
export const contractSignByIdBody = contractSignBody.extend({ contract_id: id() });
export const contractConfirmOtpBody = z.strictObject({ certificate_id: id(), otp: otp() });

export const contractDownloadBody = z.strictObject({
  contract_id: id(),
  buyer_id: id().optional(),
  contract_type: contractType().optional(),
});

export const contractItem = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  ent_name: z.string(),
  ent_type: z.string(),
  contract_type: z.string(),
  contract_method: z.enum(CONTRACT_METHODS),
  /** Spec §4 contract status; null never shows (every contract starts at 0). */
  contract_status: z.number().int(),
  number: z.string().nullable(),
  lending_id: z.number().int().nullable(),
  /** The last rejection's reason. */
  reason: z.string().nullable(),
  /** The generated (and signed) PDF, once generated. */
  document_id: z.number().int().nullable(),
  /** The uploaded copy signed on paper (manual contracts). */
  hard_copy_name: z.string().nullable(),
  /** Spec §3 contract_date (generation) and sign_date (completion), date part only. */
  contract_date: z.string().nullable(),
  sign_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContractItem = z.infer<typeof contractItem>;

/** The contract list (GET /contracts, manage-contract): screen, sort and Excel export. */
export const CONTRACT_COLUMNS = listColumns<ContractItem>()([
  { key: 'number', label: 'signing.fields.number', sort: true },
  { key: 'ent_name', label: 'signing.fields.client' },
  { key: 'contract_type', label: 'signing.fields.type', sort: true, names: DOCUMENT_CONTRACT_LABELS },
  { key: 'contract_method', label: 'signing.fields.method', statuses: CONTRACT_METHOD_LABELS },
  { key: 'contract_status', label: 'signing.fields.stage', sort: true, statuses: CONTRACT_STATUS_LABELS },
  { key: 'contract_date', label: 'signing.fields.contractDate', kind: 'date', sort: true },
  { key: 'sign_date', label: 'signing.fields.signDate', kind: 'date', sort: true },
]);
export const CONTRACT_SORT_COLUMNS = sortColumnsOf(CONTRACT_COLUMNS, ['id', 'updated_at']);

const listFilters = {
  ent_id: z.coerce
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .positive()
    .max(2_147_483_647)
    .optional(),
  contract_status: z.coerce
    .number({ error: msg('integer') })
    .refine((v) => (CONTRACT_STATUSES as readonly number[]).includes(v), { error: msg('invalid') })
    .transform((v) => v as ContractStatus)
    .optional(),
  contract_type: contractType().optional(),
  keyword: z.string().trim().max(120).optional(),
};
/** GET /contracts: the caller's company's contracts (funder staff: every company's). */
export const contractListQuery = pagedQuery(listFilters, CONTRACT_SORT_COLUMNS);
export type ContractListQuery = z.infer<typeof contractListQuery>;
/** POST /buyer/contracts (buyer_id, optional lending_id) and its twins: the paged body. */
const pagedContracts = pagedBody(listFilters, CONTRACT_SORT_COLUMNS);
export const contractListBody = (field: ContractClientField) =>
  pagedContracts.extend({
    [field]: id().optional(),
    lending_id: id().nullish(),
  }) as unknown as z.ZodType<
    z.output<typeof pagedContracts> & ClientIds & { lending_id?: number | null },
    Record<string, unknown>
  >;
export const contractListResponse = pagedResponse(contractItem);

export const contractAvailableAction = z.object({
  action: z.enum(CONTRACT_ACTIONS),
  to: z.number().int(),
  requires: z.object({
    reason: z.boolean().optional(),
    signature: z.boolean().optional(),
    otp: z.boolean().optional(),
    document: z.boolean().optional(),
  }),
});

/** Detail: the contract, its timeline, the caller's actions and the signing document. */
export const contractDetail = contractItem.extend({
  history: z.array(historyEntry),
  actions: z.array(contractAvailableAction),
  document: signingDocument.nullable(),
});
export type ContractDetail = z.infer<typeof contractDetail>;
export const contractDetailResponse = z.object({ data: contractDetail });
export const contractResponse = z.object({ data: contractItem });
export const latestContractResponse = z.object({ data: contractItem.nullable() });
export const contractHistoryResponse = z.object({ data: z.array(contractItem) });
export const contractSignResponse = z.object({
  data: contractItem,
  /** Set when the step e-mailed the code; null when it signed. */
  otp: signingOtpResponse.shape.data.nullable(),
});
export type ContractSignResponse = z.infer<typeof contractSignResponse>;

/** Spec §7: "Manual signature download succeeds only when the server message is 'Download contract success!'". */
export const contractFileResponse = z.object({
  message: z.literal('Download contract success!'),
  data: z.object({
    file_info: z.object({ file: z.string(), file_name: z.string(), content_type: z.string() }),
  }),
});

export const contractIdParam = z.strictObject({ id: recordIdParam() });
export const companyParam = (field: ContractClientField) => z.strictObject({ [field]: recordIdParam() });
export const partnerLendingParam = z.strictObject({
  partner_id: recordIdParam(),
  lending_id: recordIdParam(),
});
export const partnerCaParam = z.strictObject({ id: recordIdParam(), ca: recordIdParam() });
export const lendingContractParam = z.strictObject({
  partner_id: recordIdParam(),
  lending_id: recordIdParam(),
  id: recordIdParam(),
});
