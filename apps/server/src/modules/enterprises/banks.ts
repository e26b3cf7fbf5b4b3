import type { BankForm, BankItem } from '@arflow/domain/api/companies';
import type { Paged } from '@arflow/domain/api/paging';
import { ACTIVE_SUPPLIER_STATUSES } from '@arflow/domain/statuses/company';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { diff, writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, type PageInput, sortableColumns } from '../../platform/db/paging.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import type { Command } from '../../platform/http/context.ts';
import { SUPPLIER_TYPES } from './company.query.ts';
import { enterpriseBanks } from './company.tables.ts';
import { enterprises } from './enterprises.tables.ts';
import { uniqueViolationError } from './uniqueness.ts';

type BankRow = typeof enterpriseBanks.$inferSelect;

export function toBankItem(row: BankRow): BankItem {
  const { created_by: _c, updated_by: _u, ...rest } = row;
  return { ...rest, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** A company's bank accounts, the designated one first. */
export async function listBanks(db: DbOrTx, entId: number): Promise<BankItem[]> {
  const rows = await db
    .select()
    .from(enterpriseBanks)
    .where(eq(enterpriseBanks.ent_id, entId))
    .orderBy(desc(enterpriseBanks.designated), asc(enterpriseBanks.id));
  return rows.map(toBankItem);
}

/** A company's bank accounts as a list (spec §3 paging), the designated one first by default. */
export function findBanks(db: DbOrTx, entId: number, input: PageInput): Promise<Paged<BankItem>> {
  return findPage({
    db,
    input,
    select: () => db.select().from(enterpriseBanks).$dynamic(),
    where: eq(enterpriseBanks.ent_id, entId),
    sortable: {
      ...sortableColumns(enterpriseBanks, ['id', 'bank_name']),
      designated: enterpriseBanks.designated,
    },
    defaultSort: { column: 'designated', direction: 'DESC' },
    tieBreaker: enterpriseBanks.id,
    map: toBankItem,
  });
}

export async function getBank(db: DbOrTx, bankId: number, entId?: number): Promise<BankItem | undefined> {
  const [row] = await db
    .select()
    .from(enterpriseBanks)
    .where(
      and(
        eq(enterpriseBanks.id, bankId),
        entId === undefined ? undefined : eq(enterpriseBanks.ent_id, entId),
      ),
    );
  return row && toBankItem(row);
}

const BANK_FIELDS = [
  'bank_name',
  'bank_branch',
  'bank_account_number',
  'bank_holder_name',
  'designated',
  'side',
] as const;

/**
 * Add or edit one bank account of a company the caller may reach (the route checked the scope of
 * `entId`). An active supplier's designated account is locked (spec §8): it cannot be edited,
 * undesignated or replaced by another; new non-designated accounts may still be added.
 * Designating an account undesignates the company's previous one.
 */
export async function saveBank(opts: Command<{ entId: number; form: BankForm }>): Promise<BankItem> {
  const { db, ctx, entId, form } = opts;
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .select({ type: enterprises.type, status: enterprises.status, active: enterprises.active })
        .from(enterprises)
        .where(eq(enterprises.id, entId))
        .for('update');
      if (!company) throw new AppError('NOT_FOUND');
      const locked =
        SUPPLIER_TYPES.includes(company.type) &&
        company.active &&
        (ACTIVE_SUPPLIER_STATUSES as readonly string[]).includes(company.status);

      const [before] =
        form.id === undefined
          ? [undefined]
          : await tx
              .select()
              .from(enterpriseBanks)
              .where(and(eq(enterpriseBanks.id, form.id), eq(enterpriseBanks.ent_id, entId)));
      if (form.id !== undefined && !before) throw new AppError('NOT_FOUND');

      const values = pickFields(form, BANK_FIELDS);
      const changes = before ? diff(before, values) : {};
      if (locked) {
        const touchesDesignated = before?.designated === true && Object.keys(changes).length > 0;
        const newDesignation = form.designated && before?.designated !== true;
        if (touchesDesignated || newDesignation) throw new AppError('CANNOT_UPDATE_ACTIVE_SUPPLIER_BANK');
      }
      const [clash] = await tx
        .select({ id: enterpriseBanks.id })
        .from(enterpriseBanks)
        .where(
          and(
            eq(enterpriseBanks.bank_account_number, form.bank_account_number),
            sqlLowerTrim(form.bank_name),
            form.id === undefined ? undefined : ne(enterpriseBanks.id, form.id),
          ),
        )
        .limit(1);
      if (clash) throw fieldError('bank_account_number', 'BANK_ACCOUNT_TAKEN');

      const now = ctx.clock.now();
      const by = ctx.actor?.id ?? null;
      if (form.designated)
        await tx
          .update(enterpriseBanks)
          .set({ designated: false, updated_at: now, updated_by: by })
          .where(
            and(
              eq(enterpriseBanks.ent_id, entId),
              eq(enterpriseBanks.designated, true),
              form.id === undefined ? undefined : ne(enterpriseBanks.id, form.id),
            ),
          );
      const [row] = before
        ? await tx
            .update(enterpriseBanks)
            .set({ ...values, updated_at: now, updated_by: by })
            .where(eq(enterpriseBanks.id, before.id))
            .returning()
        : await tx
            .insert(enterpriseBanks)
            .values({
              ...values,
              ent_id: entId,
              created_at: now,
              updated_at: now,
              created_by: by,
              updated_by: by,
            })
            .returning();
      const saved = row!;
      const action = before ? 'BANK_UPDATE' : 'BANK_ADD';
      if (!before || Object.keys(changes).length > 0)
        await writeHistory(tx, ctx, {
          entity: COMPANY_WORKFLOW.entity,
          entityId: entId,
          action,
          changes: before
            ? Object.fromEntries(Object.entries(changes).map(([k, v]) => [`bank_${saved.id}.${k}`, v]))
            : Object.fromEntries(
                BANK_FIELDS.map((k) => [`bank_${saved.id}.${k}`, { from: null, to: values[k] }]),
              ),
        });
      await writeAudit(tx, ctx, {
        action: `enterprise_bank.${before ? 'update' : 'create'}`,
        entity: 'enterprise_bank',
        entityId: saved.id,
        payload: { ent_id: entId, ...form },
      });
      return toBankItem(saved);
    });
  } catch (err) {
    throw uniqueViolationError(err) ?? err;
  }
}

function sqlLowerTrim(name: string) {
  return sql`lower(btrim(${enterpriseBanks.bank_name})) = lower(btrim(${name}))`;
}
