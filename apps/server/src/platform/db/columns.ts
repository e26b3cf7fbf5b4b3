import {
  type AnyPgColumn,
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  type PgIntegerBuilderInitial,
  type ReferenceConfig,
  serial,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enterprises } from '../../modules/enterprises/enterprises.tables.ts';
import { users } from '../../modules/users/users.tables.ts';
import { storedFiles } from '../files/files.tables.ts';

/*
 * The columns record tables repeat, built fresh for each table (a drizzle column builder belongs
 * to the one table that builds it). The table files import this file and it imports three of
 * them back: every builder is a function declaration, hoisted, so whichever file loads first
 * finds them, and the references are lazy callbacks. A builder yields the same SQL as the
 * column it replaces, in the same order: `npm run db:check` generates no migration.
 */

/** Integer VND (bigint read as a JS number: amounts stay far below 2^53). */
export function money(name: string) {
  return bigint(name, { mode: 'number' });
}

/** A % (per year, or of an amount), numeric so it never drifts: at most 3 integer digits, 4 decimals. */
export function rate(name: string) {
  return numeric(name, { precision: 7, scale: 4, mode: 'number' });
}

/** A moment with its time zone. */
export function moment<N extends string>(name: N) {
  return timestamp(name, { withTimezone: true });
}

/** A calendar day without a time, read and written as 'YYYY-MM-DD' (no time-zone shift). */
export function day<N extends string>(name: N) {
  return date(name, { mode: 'string' });
}

/** The row's own key, numbered by the database. */
export function serialId() {
  return serial('id').primaryKey();
}

/** The key of an append-only log (audit, mail) that may outgrow an int; read as a JS number. */
export function bigSerialId() {
  return bigserial('id', { mode: 'number' }).primaryKey();
}

/**
 * A row this row cannot exist without (`pack_id`, `trans_id`…), given as a lazy callback as
 * drizzle's `references` takes it; `actions` e.g. `{ onDelete: 'cascade' }` for parts deleted
 * with their parent.
 */
export function refTo<N extends string>(
  name: N,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) {
  return integer(name).notNull().references(target, actions);
}

/**
 * The owner columns row security reads on a row that belongs to a parent row (a transaction's
 * part, a setup's file…): a trigger on insert copies them from the parent (0072), so they carry
 * no constraint and the use-cases never write them. In the order given.
 */
export function ownerCopies<N extends string>(...names: N[]) {
  return Object.fromEntries(names.map((name) => [name, integer(name)])) as {
    [K in N]: PgIntegerBuilderInitial<K>;
  };
}

/** A company the row belongs to or names (owner `ent_id`, buyer `buy_id`, supplier `sup_id`…). */
export function companyRef<N extends string>(name: N) {
  return refTo(name, (): AnyPgColumn => enterprises.id);
}

/**
 * The leading columns of a business row a company owns (docs/architecture.md: every business row
 * has an owner): its key and the owner `ent_id` the scopes and row security read.
 */
export function ownedRow() {
  return { id: serialId(), ent_id: companyRef('ent_id') };
}

/** A stored file of the platform's file store. */
export function fileRef<N extends string>(name: N) {
  return refTo(name, (): AnyPgColumn => storedFiles.id);
}

/** A user who did something to the row; null for what the system did. */
export function userRef<N extends string>(name: N) {
  return integer(name).references((): AnyPgColumn => users.id);
}

/** Who created the row and last changed it, and when; the use-case sets both moments. */
export function recordStamps() {
  return {
    created_by: userRef('created_by'),
    updated_by: userRef('updated_by'),
    created_at: moment('created_at').notNull(),
    updated_at: moment('updated_at').notNull(),
  };
}

/** recordStamps whose moments the database sets when an insert leaves them out. */
export function recordStampsDefaultNow() {
  const stamps = recordStamps();
  return {
    ...stamps,
    created_at: stamps.created_at.defaultNow(),
    updated_at: stamps.updated_at.defaultNow(),
  };
}

/** Who created the row and when, for rows never changed afterwards. */
export function createdStamps() {
  return {
    created_by: userRef('created_by'),
    created_at: moment('created_at').notNull(),
  };
}

/** createdStamps whose moment the database sets when an insert leaves it out. */
export function createdStampsDefaultNow() {
  const stamps = createdStamps();
  return { ...stamps, created_at: stamps.created_at.defaultNow() };
}

/** Who last changed the row and when, for rows that keep no creation stamp. */
export function updatedStamps() {
  return {
    updated_by: userRef('updated_by'),
    updated_at: moment('updated_at').notNull(),
  };
}

/** updatedStamps whose moment the database sets when an insert leaves it out. */
export function updatedStampsDefaultNow() {
  const stamps = updatedStamps();
  return { ...stamps, updated_at: stamps.updated_at.defaultNow() };
}

/**
 * When and by whom one act was done to the row (`sent_at`, `sent_by`), both null until it is:
 * the acts a workflow records besides the last change (sent, approved, decided, confirmed…).
 */
export function actStamps<A extends string>(act: A) {
  return {
    [`${act}_at`]: moment(`${act}_at`),
    [`${act}_by`]: userRef(`${act}_by`),
  } as { [K in `${A}_at`]: ReturnType<typeof moment<K>> } & {
    [K in `${A}_by`]: ReturnType<typeof userRef<K>>;
  };
}

/** When the row was created and last changed, for rows only the system writes. */
export function timeStamps() {
  return {
    created_at: moment('created_at').notNull(),
    updated_at: moment('updated_at').notNull(),
  };
}

/**
 * The indexes of the default list order (updated_at DESC, id DESC) of a table a supplier
 * (`ent_id`) and a buyer (`buy_id`) own: the funder's lists walk the first, a supplier's and a
 * buyer's start from their own id, so a first page reads a few index entries instead of sorting
 * every row (issue 26). Named `<table>_updated_idx`, `<table>_ent_updated_idx`, `<table>_buy_updated_idx`.
 */
export function ownedListOrderIndexes(
  table: string,
  t: { ent_id: AnyPgColumn; buy_id: AnyPgColumn; updated_at: AnyPgColumn; id: AnyPgColumn },
) {
  return [
    index(`${table}_updated_idx`).on(t.updated_at, t.id),
    index(`${table}_ent_updated_idx`).on(t.ent_id, t.updated_at, t.id),
    index(`${table}_buy_updated_idx`).on(t.buy_id, t.updated_at, t.id),
  ];
}
