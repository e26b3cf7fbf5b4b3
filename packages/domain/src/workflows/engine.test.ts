import { describe, expect, it } from 'vitest';
import { ENTERPRISE_CODES } from '../enterprises.ts';
import { ERRORS } from '../errors.ts';
import type { Grant } from '../permissions.ts';
import { ROLES } from '../roles.ts';
import type { StatusCode } from '../statuses/lookup.ts';
import {
  type AnyWorkflow,
  availableActions,
  canSign,
  decide,
  rulesOf,
  SYSTEM_ACTOR,
  type TransitionInput,
  WORKFLOW_ENTITIES,
  WORKFLOWS,
  type WorkflowActor,
  type WorkflowEntity,
  type WorkflowUser,
} from './engine.ts';
import type { TransitionRule } from './types.ts';

type AnyRule = TransitionRule<StatusCode, string>;
// The engine is typed per entity; these loops walk every entity, so they call it loosely.
const decideAny = (o: {
  entity: WorkflowEntity;
  action: string;
  from: StatusCode | null;
  actor: WorkflowActor | null | undefined;
  input?: TransitionInput;
}) => {
  const { entity, ...rest } = o;
  return decide({ workflow: WORKFLOWS[entity] as AnyWorkflow, ...rest });
};

const FULL_INPUT: TransitionInput = { reason: 'Lý do', documents: [1], signature: 'sig-1', otp: '123456' };

const USERS: WorkflowUser[] = ENTERPRISE_CODES.flatMap((enterprise_code) =>
  ROLES.map((role_id) => ({ enterprise_code, role_id, allow_sign: true })),
);
const ACTORS: WorkflowActor[] = [...USERS, SYSTEM_ACTOR];

function rules(entity: WorkflowEntity): readonly AnyRule[] {
  return rulesOf(entity) as readonly AnyRule[];
}
function statesOf(entity: WorkflowEntity): readonly StatusCode[] {
  return WORKFLOWS[entity].states as readonly StatusCode[];
}
function actionsOf(entity: WorkflowEntity): readonly string[] {
  return WORKFLOWS[entity].actions as readonly string[];
}
function grantAllows(g: Grant, u: WorkflowUser): boolean {
  return g.enterprises.includes(u.enterprise_code) && (!g.roles || g.roles.includes(u.role_id));
}
function ruleAllows(r: AnyRule, a: WorkflowActor): boolean {
  if (a === SYSTEM_ACTOR) return r.by === SYSTEM_ACTOR;
  return r.by !== SYSTEM_ACTOR && r.by.some((g) => grantAllows(g, a));
}
function rulesAt(entity: WorkflowEntity, action: string, from: StatusCode | null): AnyRule[] {
  return rules(entity).filter((r) => r.action === action && r.from.includes(from));
}
/** A user the rule lets in, with the right to sign. */
function permittedActor(r: AnyRule): WorkflowActor {
  if (r.by === SYSTEM_ACTOR) return SYSTEM_ACTOR;
  const g = r.by[0]!;
  return { enterprise_code: g.enterprises[0]!, role_id: g.roles![0]!, allow_sign: true };
}
function inputFor(r: AnyRule): TransitionInput {
  return { ...FULL_INPUT, ...(r.when ?? {}) };
}

describe.each(WORKFLOW_ENTITIES)('%s transition table', (entity) => {
  const states = statesOf(entity);

  it('names only known states and actions, and every grant lists its roles', () => {
    for (const r of rules(entity)) {
      expect(actionsOf(entity)).toContain(r.action);
      expect(states).toContain(r.to);
      for (const f of r.from) if (f !== null) expect(states).toContain(f);
      if (r.by !== SYSTEM_ACTOR) for (const g of r.by) expect(g.roles?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('uses every action, and every state is the target of a rule or the start of one', () => {
    const used = new Set(rules(entity).map((r) => r.action));
    for (const a of actionsOf(entity)) expect(used, a).toContain(a);
    for (const s of states) {
      const reached = rules(entity).some((r) => r.to === s || r.from.includes(s));
      expect(reached, String(s)).toBe(true);
    }
  });

  it('answers every action from every state, for every actor, with a rule or a stable code', () => {
    const codes = new Set(Object.keys(ERRORS));
    const wrong: string[] = [];
    for (const from of [null, ...states]) {
      for (const action of actionsOf(entity)) {
        const here = rulesAt(entity, action, from);
        for (const actor of ACTORS) {
          const d = decideAny({ entity, action, from, actor, input: FULL_INPUT });
          const who = actor === SYSTEM_ACTOR ? actor : `${actor.enterprise_code}/${actor.role_id}`;
          const at = `${action} from ${from} by ${who}`;
          if (d.ok) {
            if (!here.some((r) => r.to === d.to && ruleAllows(r, actor)))
              wrong.push(`${at}: ok without a rule`);
          } else if (!codes.has(d.code)) wrong.push(`${at}: unknown code ${d.code}`);
          else if (here.length === 0 && d.code !== 'TRANSITION_NOT_ALLOWED') wrong.push(`${at}: ${d.code}`);
          else if (here.length > 0 && !here.some((r) => ruleAllows(r, actor)) && d.code !== 'FORBIDDEN')
            wrong.push(`${at}: ${d.code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('takes every rule for an actor it lists, with what it requires', () => {
    for (const r of rules(entity)) {
      for (const from of r.from) {
        const d = decideAny({ entity, action: r.action, from, actor: permittedActor(r), input: inputFor(r) });
        expect(d, `${r.action} from ${from}`).toEqual({ ok: true, to: r.to, requires: r.requires ?? {} });
      }
    }
  });

  it('asks a reason for every rejection, refusal, cancellation and send-back, and refuses one without', () => {
    const needsReason = (r: AnyRule) =>
      /reject|refuse|cancel|reset|revise|stop|write_off|reappraise/i.test(r.action) ||
      /REJECT/.test(String(r.to)) ||
      (entity === 'contract' && r.to === 2) ||
      (['appendix', 'lending'].includes(entity) && r.to === -1);
    for (const r of rules(entity).filter(needsReason)) {
      expect(r.requires?.reason, `${r.action} → ${r.to}`).toBe(true);
      for (const reason of [undefined, null, '', '   ']) {
        const d = decideAny({
          entity,
          action: r.action,
          from: r.from[0]!,
          actor: permittedActor(r),
          input: { ...inputFor(r), reason },
        });
        expect(d).toEqual({ ok: false, code: 'REASON_REQUIRED', missing: 'reason' });
      }
    }
  });

  it('refuses a role outside the list, another enterprise type, and the system on a user action', () => {
    const wrong: string[] = [];
    for (const r of rules(entity)) {
      for (const from of r.from) {
        const all = rulesAt(entity, r.action, from);
        const outsiders: WorkflowActor[] = USERS.filter((u) => !all.some((o) => ruleAllows(o, u)));
        if (!all.some((o) => o.by === SYSTEM_ACTOR)) outsiders.push(SYSTEM_ACTOR);
        if (r.by !== SYSTEM_ACTOR && outsiders.length < 2)
          wrong.push(`${r.action} from ${from}: open to all`);
        for (const u of outsiders) {
          const d = decideAny({ entity, action: r.action, from, actor: u, input: FULL_INPUT });
          if (d.ok || d.code !== 'FORBIDDEN') {
            const who = u === SYSTEM_ACTOR ? u : `${u.enterprise_code}/${u.role_id}`;
            wrong.push(`${r.action} from ${from} by ${who}: ${d.ok ? 'ok' : d.code}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a signature to a user with neither allow_sign nor a signing role', () => {
    for (const r of rules(entity).filter((r) => r.requires?.signature && r.by !== SYSTEM_ACTOR)) {
      const grants = r.by as readonly Grant[];
      for (const g of grants) {
        for (const role_id of g.roles ?? []) {
          const user: WorkflowUser = { enterprise_code: g.enterprises[0]!, role_id, allow_sign: false };
          const d = decideAny({
            entity,
            action: r.action,
            from: r.from[0]!,
            actor: user,
            input: inputFor(r),
          });
          if (canSign(user)) expect(d.ok).toBe(true);
          else expect(d).toEqual({ ok: false, code: 'NO_RIGHT_TO_SIGN' });
        }
      }
    }
  });

  it('refuses a missing document, signature or OTP', () => {
    const cases = [
      ['document', { documents: [] }, 'DOCUMENT_REQUIRED'],
      ['signature', { signature: undefined }, 'SIGNATURE_REQUIRED'],
      ['otp', { otp: '' }, 'OTP_REQUIRED'],
    ] as const;
    for (const [need, lack, code] of cases) {
      for (const r of rules(entity).filter((r) => r.requires?.[need])) {
        const input = { ...inputFor(r), ...lack };
        const d = decideAny({ entity, action: r.action, from: r.from[0]!, actor: permittedActor(r), input });
        expect(d).toEqual({ ok: false, code, missing: need });
      }
    }
  });

  it('lists for buttons exactly the actions decide would let the user try', () => {
    const wrong: string[] = [];
    for (const from of [null, ...states]) {
      for (const actor of ACTORS) {
        const listed = availableActions({
          workflow: WORKFLOWS[entity] as AnyWorkflow,
          from: from as never,
          actor,
        }).map((a) => a.action as string);
        const open = actionsOf(entity).filter(
          (action) =>
            decideAny({ entity, action, from, actor, input: { ...FULL_INPUT, contract_method: 'x' } }).ok,
        );
        if (listed.join() !== open.join()) wrong.push(`${from}: [${listed}] ≠ [${open}]`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('decide, by hand', () => {
  const officer: WorkflowUser = { enterprise_code: 'FUNDER', role_id: 'CREDIT_OFFICER' };
  const senior: WorkflowUser = { enterprise_code: 'FUNDER', role_id: 'CA_SENIOR' };
  const manager: WorkflowUser = { enterprise_code: 'FUNDER', role_id: 'CA_MANAGER' };
  const accountant: WorkflowUser = { enterprise_code: 'FUNDER', role_id: 'ACCOUNTANT' };
  const supplier: WorkflowUser = { enterprise_code: 'SUPPLIER', role_id: 'AUTHORIZER' };
  const inputter: WorkflowUser = { enterprise_code: 'SUPPLIER', role_id: 'INPUTTER' };
  const individual: WorkflowUser = { enterprise_code: 'INDSUPPLIER', role_id: 'INDSUPPLIER' };
  type TransactionMove = Omit<Parameters<typeof decide<typeof WORKFLOWS.transaction>>[0], 'workflow'>;
  const onTransaction = (o: TransactionMove) => decide({ workflow: WORKFLOWS.transaction, ...o });

  it('walks the golden path of a transaction', () => {
    const steps: [WorkflowUser, string, TransitionInput, string][] = [
      [inputter, 'upload_documents', { documents: [7] }, 'DOCUMENTS_UPLOADED'],
      [supplier, 'confirm_contracts', {}, 'CONTRACTS_CONFIRMED'],
      [supplier, 'sign', { signature: 'sig' }, 'CREDIT_REVIEW'],
      [officer, 'APPROVE', {}, 'SENIOR_REVIEW'],
      [senior, 'APPROVE', {}, 'WAITING_APPROVAL'],
      [manager, 'APPROVE', {}, 'WAITING_FUNDER_CONFIRM'],
      [manager, 'confirm_early_payment', {}, 'WAITING_SUPPLIER_CONFIRM'],
      [supplier, 'sign_debt_sale', { signature: 'sig' }, 'COMPLETED'],
      [accountant, 'pay_first', { documents: [9] }, 'PAID'],
    ];
    let from = 'DRAFT';
    for (const [actor, action, input, to] of steps) {
      const d = decideAny({ entity: 'transaction', action, from, actor, input });
      expect(d, action).toMatchObject({ ok: true, to });
      from = to;
    }
    expect(onTransaction({ action: 'liquidate', from: 'PAID', actor: SYSTEM_ACTOR })).toMatchObject({
      ok: true,
      to: 'LIQUIDATED',
    });
  });

  it('keeps each check level to its own role', () => {
    expect(onTransaction({ action: 'APPROVE', from: 'SENIOR_REVIEW', actor: officer })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(onTransaction({ action: 'APPROVE', from: 'WAITING_APPROVAL', actor: senior })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    // The officer is the first level: there is nowhere to send back to.
    expect(
      onTransaction({
        action: 'RESET',
        from: 'CREDIT_REVIEW',
        actor: officer,
        input: { reason: 'x' },
      }),
    ).toEqual({ ok: false, code: 'TRANSITION_NOT_ALLOWED' });
    expect(
      onTransaction({
        action: 'RESET',
        from: 'WAITING_APPROVAL',
        actor: manager,
        input: { reason: 'x' },
      }),
    ).toMatchObject({ ok: true, to: 'CREDIT_REVIEW' });
    expect(onTransaction({ action: 'REJECT', from: 'WAITING_APPROVAL', actor: manager })).toEqual({
      ok: false,
      code: 'REASON_REQUIRED',
      missing: 'reason',
    });
  });

  it('signs as an individual with an OTP, as a company without one, and needs the right to sign', () => {
    const from = 'CONTRACTS_CONFIRMED';
    expect(
      onTransaction({
        action: 'sign',
        from,
        actor: individual,
        input: { signature: 's' },
      }),
    ).toEqual({ ok: false, code: 'OTP_REQUIRED', missing: 'otp' });
    expect(
      onTransaction({
        action: 'sign',
        from,
        actor: individual,
        input: { signature: 's', otp: '1' },
      }),
    ).toMatchObject({ ok: true, requires: { signature: true, otp: true } });
    expect(
      onTransaction({
        action: 'sign',
        from,
        actor: inputter,
        input: { signature: 's' },
      }),
    ).toEqual({
      ok: false,
      code: 'NO_RIGHT_TO_SIGN',
    });
    expect(
      onTransaction({
        action: 'sign',
        from,
        actor: { ...inputter, allow_sign: true },
        input: { signature: 's' },
      }),
    ).toMatchObject({ ok: true, to: 'CREDIT_REVIEW' });
  });

  it('sends a manual contract to upload and an electronic one to signing', () => {
    const approver: WorkflowUser = { enterprise_code: 'FUNDER', role_id: 'MASTER' };
    expect(
      decide({
        workflow: WORKFLOWS.contract,
        action: 'approve',
        from: 1,
        actor: approver,
        input: { contract_method: 'manual' },
      }),
    ).toMatchObject({ ok: true, to: 11 });
    expect(
      decide({ workflow: WORKFLOWS.contract, action: 'approve', from: 1, actor: approver }),
    ).toMatchObject({
      ok: true,
      to: 3,
    });
    expect(availableActions({ workflow: WORKFLOWS.contract, from: 1, actor: approver })).toEqual([
      { action: 'approve', to: 3, requires: {} },
      { action: 'reject', to: 2, requires: { reason: true } },
    ]);
  });

  it('reads a state stored as a string like the number', () => {
    const buyer: WorkflowUser = { enterprise_code: 'BUYER', role_id: 'AUTHORIZER' };
    const d = decideAny({
      entity: 'contract',
      action: 'sign',
      from: '4',
      actor: buyer,
      input: { signature: 's', otp: '1' },
    });
    expect(d).toMatchObject({ ok: true, to: 5 });
  });

  it('never throws on unknown actions, states or actors', () => {
    const weird: Parameters<typeof decideAny>[0][] = [
      { entity: 'contract', action: 'fly', from: 1, actor: officer },
      { entity: 'transaction', action: 'fly', from: 'DRAFT', actor: officer },
      { entity: 'transaction', action: 'APPROVE', from: 'NOWHERE', actor: officer },
      { entity: 'transaction', action: 'APPROVE', from: 'CREDIT_REVIEW', actor: null },
      { entity: 'transaction', action: 'APPROVE', from: 'CREDIT_REVIEW', actor: undefined },
      { entity: 'transaction', action: '__proto__', from: 'CREDIT_REVIEW', actor: officer },
    ];
    for (const o of weird) expect(decideAny(o).ok).toBe(false);
    expect(decideAny(weird[0]!)).toEqual({ ok: false, code: 'TRANSITION_NOT_ALLOWED' });
    expect(decideAny(weird[3]!)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(
      availableActions({ workflow: WORKFLOWS.transaction, from: 'NOWHERE' as never, actor: officer }),
    ).toEqual([]);
  });

  it('lets only the system run the daily jobs', () => {
    expect(
      decide({
        workflow: WORKFLOWS.receivable,
        action: 'mark_overdue',
        from: 'SETTLEMENT',
        actor: SYSTEM_ACTOR,
      }),
    ).toEqual({
      ok: true,
      to: 'OVERDUE',
      requires: {},
    });
    expect(
      decide({ workflow: WORKFLOWS.receivable, action: 'mark_overdue', from: 'SETTLEMENT', actor: manager }),
    ).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(
      availableActions({ workflow: WORKFLOWS.receivable, from: 'SETTLEMENT', actor: accountant }),
    ).toEqual([{ action: 'settle', to: 'SETTLED', requires: { document: true } }]);
  });
});
