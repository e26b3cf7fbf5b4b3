import type { SavingsSourceItem, SavingsTransferListBody } from '@arflow/domain/api/savings';
import type { SavingsFundSide } from '@arflow/domain/journal';
import { and, eq, getTableColumns, or, type SQL, sql, sum } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, sortableColumns } from '../../platform/db/paging.ts';
import { isoInstants } from '../../platform/db/rows.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { savingsSources as s, savingsPacks, savingsTransfers as t } from './savings.tables.ts';

/** A side of a transfer as the tables hold it: a source's or a pack's id. */
export interface Side {
  kind: SavingsFundSide;
  id: number;
}

/** `source:3` → { kind: 'source', id: 3 } (the form's pattern has checked it). */
export const sideOf = (value: string): Side => {
  const [kind, id] = value.split(':');
  return { kind: kind as SavingsFundSide, id: Number(id) };
};

/** What a side has now: a source's opening balance, plus confirmed transfers in, less those out. */
function confirmedSum(column: AnyPgColumn, id: SQL | number) {
  return sql<number>`coalesce((select sum(${t.amount}) from ${t} where ${column} = ${id} and ${t.status} = 'CONFIRMED'), 0)`;
}
const sourceBalance = (id: SQL | number) =>
  sql<number>`(${s.opening_balance} + ${confirmedSum(t.to_source_id, id)} - ${confirmedSum(t.from_source_id, id)})`;

/** The balance of one side, read in the caller's transaction (under its row lock when it pays); null: no such side. */
export async function balanceOf(db: DbOrTx, side: Side): Promise<number | null> {
  const [row] =
    side.kind === 'source'
      ? await db
          .select({ balance: sourceBalance(side.id).mapWith(Number) })
          .from(s)
          .where(eq(s.id, side.id))
      : await db
          .select({
            balance:
              sql<number>`${confirmedSum(t.to_pack_id, side.id)} - ${confirmedSum(t.from_pack_id, side.id)}`.mapWith(
                Number,
              ),
          })
          .from(savingsPacks)
          .where(eq(savingsPacks.id, side.id));
  return row ? row.balance : null;
}

// ---- Sources ----------------------------------------------------------------------------------

export function selectSources(db: DbOrTx) {
  const {
    created_by: _b,
    updated_by: _u,
    created_at: _c,
    journal_entry_id: _j,
    ...columns
  } = getTableColumns(s);
  return db
    .select({ ...columns, balance: sourceBalance(sql`${s.id}`).mapWith(Number) })
    .from(s)
    .$dynamic();
}
export const toSourceItem = (row: Record<string, unknown>) =>
  isoInstants(row) as unknown as SavingsSourceItem;

// ---- Transfers (SourceTranfer) ----------------------------------------------------------------

const fromSource = alias(s, 'from_source');
const toSource = alias(s, 'to_source');
const fromPack = alias(savingsPacks, 'from_pack');
const toPack = alias(savingsPacks, 'to_pack');

/** `source:<id>` or `pack:<id>`, and the side's code and name, as the form names them. */
const sideKey = (source: AnyPgColumn, pack: AnyPgColumn) =>
  sql<string>`case when ${source} is not null then 'source:' || ${source} else 'pack:' || ${pack} end`;
type Named = { code: AnyPgColumn; name: AnyPgColumn };
const sideName = (src: Named, pack: Named) =>
  sql<string>`coalesce(${src.code} || ' – ' || ${src.name}, ${pack.code} || ' – ' || ${pack.name})`;

function selectTransfers(db: DbOrTx) {
  return db
    .select({
      id: t.id,
      from: sideKey(t.from_source_id, t.from_pack_id),
      from_name: sideName(fromSource, fromPack),
      to: sideKey(t.to_source_id, t.to_pack_id),
      to_name: sideName(toSource, toPack),
      amount: t.amount,
      note: t.note,
      status: t.status,
      created_on: t.created_on,
      confirmed_on: t.confirmed_on,
      journal_entry_id: t.journal_entry_id,
    })
    .from(t)
    .leftJoin(fromSource, eq(fromSource.id, t.from_source_id))
    .leftJoin(fromPack, eq(fromPack.id, t.from_pack_id))
    .leftJoin(toSource, eq(toSource.id, t.to_source_id))
    .leftJoin(toPack, eq(toPack.id, t.to_pack_id))
    .$dynamic();
}

/** The transfers of SourceTranfer, newest first, with spec §3's `object`: the sum of their amounts. */
export async function findTransfers(db: DbOrTx, body: SavingsTransferListBody) {
  const { search_condition: f, ...input } = body;
  const where = and(
    f.source_id === undefined
      ? undefined
      : or(eq(t.from_source_id, f.source_id), eq(t.to_source_id, f.source_id)),
    f.pack_id === undefined ? undefined : or(eq(t.from_pack_id, f.pack_id), eq(t.to_pack_id, f.pack_id)),
    f.status ? eq(t.status, f.status) : undefined,
  );
  const [page, [total]] = await Promise.all([
    findPage({
      db,
      input,
      select: () => selectTransfers(db),
      where,
      sortable: sortableColumns(t, ['id', 'created_on', 'amount', 'status', 'confirmed_on']),
      defaultSort: { column: 'id', direction: 'DESC' },
      tieBreaker: t.id,
      map: isoInstants,
    }),
    db
      .select({ amount: sum(t.amount).mapWith(Number) })
      .from(t)
      .where(where),
  ]);
  return { ...page, object: { total_amount: total?.amount ?? 0 } };
}

export async function loadTransfer(db: DbOrTx, id: number) {
  const [row] = await selectTransfers(db).where(eq(t.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
