import type {
  CoordinationKind,
  NoticeItem,
  ProgramItem,
  StructureItem,
} from '@arflow/domain/api/coordination';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { partnerNotices, partnerPrograms, partnerStructures } from './coordination.tables.ts';

/**
 * Which partner's rows a call reads: a partner user its own company's (whatever partner_id it
 * names: another partner's id then matches nothing, as an id that exists nowhere), funder staff
 * the partner they name, or every partner.
 */
export function partnerRows(actor: UserState, owner: AnyPgColumn, partnerId?: number): SQL | undefined {
  return and(ownedBy(actor, owner), partnerId === undefined ? undefined : eq(owner, partnerId));
}

const partner = { partner_code: enterprises.code, partner_name: enterprises.name };
/** A partner's programmes of one kind (its versions); the callers narrow to the one they need. */
export function programsOf(partnerId: number, kind: CoordinationKind): SQL | undefined {
  return and(eq(partnerPrograms.ent_id, partnerId), eq(partnerPrograms.kind, kind));
}

/** The join of a partner-owned row to its partner company (the lists show the partner's name). */
export const byPartner = (owner: AnyPgColumn) => eq(enterprises.id, owner);

type WithPartner<T extends { $inferSelect: unknown }> = {
  row: T['$inferSelect'];
  partner_code: string;
  partner_name: string;
};

/** The row as the API names it: its owner is the partner, its moments ISO strings, no user ids. */
function partnerRow<R extends { ent_id: number; created_at: Date; created_by: number | null }>(r: {
  row: R;
  partner_code: string;
  partner_name: string;
}) {
  const { ent_id, created_by: _by, created_at, ...rest } = r.row;
  return {
    ...rest,
    partner_id: ent_id,
    partner_code: r.partner_code,
    partner_name: r.partner_name,
    created_at: created_at.toISOString(),
  };
}

export const selectPrograms = (db: DbOrTx) =>
  db
    .select({ row: partnerPrograms, ...partner })
    .from(partnerPrograms)
    .innerJoin(enterprises, byPartner(partnerPrograms.ent_id))
    .$dynamic();
export const toProgramItem = (r: WithPartner<typeof partnerPrograms>): ProgramItem => partnerRow(r);

export const selectStructures = (db: DbOrTx) =>
  db
    .select({ row: partnerStructures, ...partner })
    .from(partnerStructures)
    .innerJoin(enterprises, byPartner(partnerStructures.ent_id))
    .$dynamic();
export const toStructureItem = (r: WithPartner<typeof partnerStructures>): StructureItem => {
  const { partner_code: _c, ...item } = partnerRow(r);
  return item;
};

export const selectNotices = (db: DbOrTx) =>
  db
    .select({ row: partnerNotices, ...partner })
    .from(partnerNotices)
    .innerJoin(enterprises, byPartner(partnerNotices.ent_id))
    .$dynamic();
export function toNoticeItem(r: WithPartner<typeof partnerNotices>): NoticeItem {
  const { trans_id: _t, updated_by: _u, updated_at, ...item } = partnerRow(r);
  return { ...item, updated_at: updated_at.toISOString() };
}
