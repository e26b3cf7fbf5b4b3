import type {
  CompanyInfo,
  CompanyInfoForm,
  FunderInfo,
  FunderInfoForm,
} from '@arflow/domain/api/company-info';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { eq } from 'drizzle-orm';
import { diff, writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { funderProfiles } from '../enterprises/funder.tables.ts';
import { uniqueViolationError } from '../enterprises/index.ts';

const infoColumns = {
  id: enterprises.id,
  type: enterprises.type,
  code: enterprises.code,
  name: enterprises.name,
  mst: enterprises.mst,
  address: enterprises.address,
  buy_fun_zip: enterprises.buy_fun_zip,
  tel_no: enterprises.tel_no,
  fax_no: enterprises.fax_no,
  email1: enterprises.email1,
  email2: enterprises.email2,
  legal_represent: enterprises.legal_represent,
  buy_fun_legal_represent: enterprises.buy_fun_legal_represent,
};

/** The caller's own company (setup/company-info): nobody names another company here. */
export async function getCompanyInfo(db: DbOrTx, actor: UserState): Promise<CompanyInfo> {
  const [row] = await db.select(infoColumns).from(enterprises).where(eq(enterprises.id, actor.enterprise_id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Write an edit of a company row with its history (the changed fields) and audit, in `tx`. */
async function writeCompanyEdit(
  tx: Tx,
  ctx: RequestContext,
  o: {
    id: number;
    set: Record<string, unknown>;
    action: string;
    payload: unknown;
    also?: Record<string, { from: unknown; to: unknown }>;
  },
): Promise<void> {
  const [before] = await tx.select().from(enterprises).where(eq(enterprises.id, o.id)).for('update');
  if (!before) throw new AppError('NOT_FOUND');
  await tx
    .update(enterprises)
    .set({ ...o.set, updated_at: ctx.clock.now(), updated_by: ctx.actor?.id ?? null })
    .where(eq(enterprises.id, o.id));
  const changes = { ...diff(before as Record<string, unknown>, o.set), ...o.also };
  if (Object.keys(changes).length > 0)
    await writeHistory(tx, ctx, {
      entity: COMPANY_WORKFLOW.entity,
      entityId: o.id,
      action: 'UPDATE',
      changes,
    });
  await writeAudit(tx, ctx, {
    action: o.action,
    entity: COMPANY_WORKFLOW.entity,
    entityId: o.id,
    payload: o.payload,
  });
}

/** A company user edits their own company's contact fields only (name, tax code, status are the funder's). */
export async function updateCompanyInfo(opts: Command<{ form: CompanyInfoForm }>): Promise<CompanyInfo> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  await db.transaction((tx) =>
    writeCompanyEdit(tx, ctx, {
      id: actor.enterprise_id,
      set: { ...form },
      action: 'company-info.update',
      payload: form,
    }),
  );
  return getCompanyInfo(db, actor);
}

/** GET /company-info/funder: the funder's profile with its system rate (spec §3). */
export async function getFunderInfo(db: DbOrTx, actor: UserState): Promise<FunderInfo> {
  const [row] = await db
    .select({ ...infoColumns, system_rate: funderProfiles.system_rate })
    .from(enterprises)
    .leftJoin(funderProfiles, eq(funderProfiles.id, enterprises.id))
    .where(eq(enterprises.id, actor.enterprise_id));
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, system_rate: row.system_rate === null ? null : Number(row.system_rate) };
}

/** POST /company-info/funder/update: the funder's admins edit its profile and system rate. */
export async function updateFunderInfo(opts: Command<{ form: FunderInfoForm }>): Promise<FunderInfo> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  const { system_rate, ...company } = form;
  try {
    await db.transaction(async (tx) => {
      const [profile] = await tx
        .select()
        .from(funderProfiles)
        .where(eq(funderProfiles.id, actor.enterprise_id));
      const rate = system_rate === null ? null : system_rate.toFixed(2);
      const before = profile?.system_rate ?? null;
      await tx
        .insert(funderProfiles)
        .values({ id: actor.enterprise_id, system_rate: rate })
        .onConflictDoUpdate({ target: funderProfiles.id, set: { system_rate: rate } });
      await writeCompanyEdit(tx, ctx, {
        id: actor.enterprise_id,
        set: company,
        action: 'company-info.funder-update',
        payload: form,
        ...(Number(before) !== Number(rate) || (before === null) !== (rate === null)
          ? { also: { system_rate: { from: before === null ? null : Number(before), to: system_rate } } }
          : {}),
      });
    });
  } catch (err) {
    throw uniqueViolationError(err) ?? err;
  }
  return getFunderInfo(db, actor);
}
