import type { ErrorCode } from '../errors.ts';
import { allows } from '../permissions.ts';
import type { Actor } from '../session.ts';
import type { StatusCode } from '../statuses/lookup.ts';
import { SIGNING_ROLES } from './actors.ts';
import { APPENDIX_WORKFLOW } from './appendix.ts';
import { BUYER_CONFIRMATION_WORKFLOW } from './buyer-confirmation.ts';
import { BUYER_CREDIT_SETUP_WORKFLOW } from './buyer-credit.ts';
import { BUYER_MATURITY_WORKFLOW } from './buyer-maturity.ts';
import { COMMISSION_WORKFLOW } from './commission.ts';
import { COMMISSION_PAYMENT_WORKFLOW } from './commission-payment.ts';
import { CONTRACT_WORKFLOW } from './contract.ts';
import { CUSTODY_WORKFLOW } from './custody.ts';
import { DEBT_CONFIRMATION_WORKFLOW } from './debt-confirmation.ts';
import { EARLY_INTEREST_RATE_REQUEST_WORKFLOW } from './early-interest-rate.ts';
import { KPI_WORKFLOW } from './kpi.ts';
import { LENDING_WORKFLOW } from './lending.ts';
import { LENDING_PACK_WORKFLOW } from './lending-pack.ts';
import { PARTNER_LEAD_WORKFLOW } from './partner-lead.ts';
import { GUARANTEE_NOTICE_WORKFLOW, PARTNER_NOTICE_WORKFLOW } from './partner-notice.ts';
import { PROMOTION_WORKFLOW } from './promotion.ts';
import { RECEIVABLE_WORKFLOW } from './receivable.ts';
import { SAMPLE_WORKFLOW } from './sample.ts';
import { SAVINGS_PACK_WORKFLOW } from './savings-pack.ts';
import { SAVINGS_PLACEMENT_WORKFLOW } from './savings-placement.ts';
import { SAVINGS_TRANSFER_WORKFLOW } from './savings-transfer.ts';
import { SUPPLIER_CREDIT_WORKFLOW } from './supplier-credit.ts';
import { TRANSACTION_WORKFLOW } from './transaction.ts';
import type { Requirements, TransitionRule, Workflow } from './types.ts';
import { VOUCHER_REQUEST_WORKFLOW } from './voucher-request.ts';

/**
 * Every entity whose life the product drives, by name: the catalogue docs/workflows.md is drawn
 * from. The engine itself takes the workflow object, so a module passes its own and nothing
 * here needs editing for the engine to serve it.
 */
export const WORKFLOWS = {
  receivable: RECEIVABLE_WORKFLOW,
  transaction: TRANSACTION_WORKFLOW,
  contract: CONTRACT_WORKFLOW,
  appendix: APPENDIX_WORKFLOW,
  commission: COMMISSION_WORKFLOW,
  commission_payment: COMMISSION_PAYMENT_WORKFLOW,
  lending: LENDING_WORKFLOW,
  early_interest_rate_request: EARLY_INTEREST_RATE_REQUEST_WORKFLOW,
  promotion: PROMOTION_WORKFLOW,
  lending_pack: LENDING_PACK_WORKFLOW,
  debt_confirmation: DEBT_CONFIRMATION_WORKFLOW,
  buyer_credit_setup: BUYER_CREDIT_SETUP_WORKFLOW,
  supplier_credit: SUPPLIER_CREDIT_WORKFLOW,
  buyer_maturity: BUYER_MATURITY_WORKFLOW,
  partner_lead: PARTNER_LEAD_WORKFLOW,
  partner_notice: PARTNER_NOTICE_WORKFLOW,
  guarantee_notice: GUARANTEE_NOTICE_WORKFLOW,
  sample: SAMPLE_WORKFLOW,
  buyer_confirmation: BUYER_CONFIRMATION_WORKFLOW,
  custody_document: CUSTODY_WORKFLOW,
  voucher_request: VOUCHER_REQUEST_WORKFLOW,
  kpi_setting: KPI_WORKFLOW,
  savings_pack: SAVINGS_PACK_WORKFLOW,
  savings_placement: SAVINGS_PLACEMENT_WORKFLOW,
  savings_transfer: SAVINGS_TRANSFER_WORKFLOW,
} as const;
export type WorkflowEntity = keyof typeof WORKFLOWS;
export const WORKFLOW_ENTITIES = Object.keys(WORKFLOWS) as WorkflowEntity[];
export type StateOf<E extends WorkflowEntity> = (typeof WORKFLOWS)[E]['states'][number];
export type ActionOf<E extends WorkflowEntity> = (typeof WORKFLOWS)[E]['actions'][number];

// biome-ignore lint/suspicious/noExplicitAny: any workflow, whatever its state and action types
export type AnyWorkflow = Workflow<any, any>;
export type WfState<W extends AnyWorkflow> = W['states'][number];
export type WfAction<W extends AnyWorkflow> = W['actions'][number];

/** A signed-in user as the engine needs it; allow_sign grants the right to sign (spec §6). */
export interface WorkflowUser extends Actor {
  allow_sign?: boolean;
}
/** The server's own jobs (daily maturity, overdue, bad debt, expiry) act as 'system'. */
export const SYSTEM_ACTOR = 'system';
export type WorkflowActor = WorkflowUser | typeof SYSTEM_ACTOR;

/** What the caller brings with the action; checked against the rule's requirements. */
export interface TransitionInput {
  reason?: string | null;
  /** Ids of the documents uploaded with the action. */
  documents?: readonly unknown[] | null;
  /** A reference to the signature the signing platform verified (e.g. the signed file's id). */
  signature?: unknown;
  /** The OTP the user typed; its check is the signing platform's, the engine only needs it present. */
  otp?: string | null;
  /** Values that choose between rules (`when`), e.g. contract_method. */
  readonly [key: string]: unknown;
}

export type Decision<S> =
  | { ok: true; to: S; requires: Requirements }
  | { ok: false; code: ErrorCode; missing?: keyof Requirements };

export interface AvailableAction<A, S> {
  action: A;
  to: S;
  requires: Requirements;
}

type AnyRule = TransitionRule<StatusCode, string>;
const NONE: Requirements = {};

// Codes read back from storage may be strings ('11'): compare by string form; null is creation.
function sameState(a: StatusCode | null, b: StatusCode | null | undefined): boolean {
  if (a === null) return b === null || b === undefined;
  if (b === null || b === undefined) return false;
  return String(a) === String(b);
}

function rulesFor(wf: AnyWorkflow, action: string, from: StatusCode | null | undefined): AnyRule[] {
  return (wf.rules as readonly AnyRule[]).filter(
    (r) => r.action === action && r.from.some((f) => sameState(f, from)),
  );
}

function actorMatches(rule: AnyRule, actor: WorkflowActor): boolean {
  if (actor === SYSTEM_ACTOR) return rule.by === SYSTEM_ACTOR;
  return rule.by !== SYSTEM_ACTOR && allows(rule.by, actor);
}

function whenHolds(rule: AnyRule, input: TransitionInput | undefined): boolean {
  if (!rule.when) return true;
  return Object.entries(rule.when).every(([k, v]) => input?.[k] === v);
}

/** The right to sign: the allow_sign flag, or a signing role (spec §6). */
export function canSign(actor: WorkflowActor | null | undefined): boolean {
  if (!actor || actor === SYSTEM_ACTOR) return false;
  return actor.allow_sign === true || SIGNING_ROLES.includes(actor.role_id);
}

function missingInput(requires: Requirements, input: TransitionInput | undefined): keyof Requirements | null {
  if (requires.reason && !(typeof input?.reason === 'string' && input.reason.trim() !== '')) return 'reason';
  if (requires.document && !(Array.isArray(input?.documents) && input.documents.length > 0))
    return 'document';
  const sig = input?.signature;
  if (requires.signature && (sig === undefined || sig === null || sig === false || sig === ''))
    return 'signature';
  if (requires.otp && !(typeof input?.otp === 'string' && input.otp.trim() !== '')) return 'otp';
  return null;
}

const MISSING_CODE = {
  reason: 'REASON_REQUIRED',
  document: 'DOCUMENT_REQUIRED',
  signature: 'SIGNATURE_REQUIRED',
  otp: 'OTP_REQUIRED',
} as const satisfies Record<keyof Requirements, ErrorCode>;

/**
 * May this actor take this action on this entity now? The checks run in a fixed order, so the
 * answer is stable: the state (TRANSITION_NOT_ALLOWED), who the actor is (FORBIDDEN), the right
 * to sign (NO_RIGHT_TO_SIGN), then what the input lacks (REASON_REQUIRED, DOCUMENT_REQUIRED,
 * SIGNATURE_REQUIRED, OTP_REQUIRED). Never throws: an unknown entity, action or state is
 * TRANSITION_NOT_ALLOWED.
 */
export function decide<W extends AnyWorkflow>(o: {
  workflow: W;
  action: WfAction<W>;
  from: WfState<W> | null;
  actor: WorkflowActor | null | undefined;
  input?: TransitionInput;
}): Decision<WfState<W>> {
  const rules = rulesFor(o.workflow, o.action, o.from);
  if (rules.length === 0) return { ok: false, code: 'TRANSITION_NOT_ALLOWED' };
  const actor = o.actor;
  if (!actor) return { ok: false, code: 'FORBIDDEN' };
  const mine = rules.filter((r) => actorMatches(r, actor));
  if (mine.length === 0) return { ok: false, code: 'FORBIDDEN' };
  const rule = mine.find((r) => whenHolds(r, o.input));
  if (!rule) return { ok: false, code: 'TRANSITION_NOT_ALLOWED' };
  const requires = rule.requires ?? NONE;
  if (requires.signature && !canSign(actor)) return { ok: false, code: 'NO_RIGHT_TO_SIGN' };
  const missing = missingInput(requires, o.input);
  if (missing) return { ok: false, code: MISSING_CODE[missing], missing };
  return { ok: true, to: rule.to as WfState<W>, requires };
}

/**
 * The actions this actor may take on the entity now, for buttons: the state and actor checks of
 * `decide`, including the right to sign, without the input checks. Where rules differ by input
 * (`when`), `to` is the default rule's target.
 */
export function availableActions<W extends AnyWorkflow>(o: {
  workflow: W;
  from: WfState<W> | null;
  actor: WorkflowActor | null | undefined;
}): AvailableAction<WfAction<W>, WfState<W>>[] {
  const wf = o.workflow;
  const actor = o.actor;
  if (!actor) return [];
  const out: AvailableAction<WfAction<W>, WfState<W>>[] = [];
  for (const action of wf.actions as readonly string[]) {
    const mine = rulesFor(wf, action, o.from).filter((r) => actorMatches(r, actor));
    const rule = mine.find((r) => !r.when) ?? mine[0];
    if (!rule) continue;
    const requires = rule.requires ?? NONE;
    if (requires.signature && !canSign(actor)) continue;
    out.push({ action: action as WfAction<W>, to: rule.to as WfState<W>, requires });
  }
  return out;
}

/** The transition table of an entity (for documentation, tests and the history timeline). */
export function rulesOf<E extends WorkflowEntity>(entity: E): (typeof WORKFLOWS)[E]['rules'] {
  return WORKFLOWS[entity].rules;
}
