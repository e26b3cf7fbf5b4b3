import type { NoticeItem, ProgramItem, StructureItem } from '@arflow/domain/api/coordination';
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

export const selectPrograms = (db: DbOrTx) =>
  db
    .select({ p: partnerPrograms, ...partner })
    .from(partnerPrograms)
    .innerJoin(enterprises, eq(enterprises.id, partnerPrograms.ent_id))
    .$dynamic();

export function toProgramItem(r: {
  p: typeof partnerPrograms.$inferSelect;
  partner_code: string;
  partner_name: string;
}): ProgramItem {
  const { ent_id, created_by: _by, created_at, ...rest } = r.p;
  return {
    ...rest,
    partner_id: ent_id,
    partner_code: r.partner_code,
    partner_name: r.partner_name,
    created_at: created_at.toISOString(),
  };
}

export const selectStructures = (db: DbOrTx) =>
  db
    .select({ s: partnerStructures, partner_name: enterprises.name })
    .from(partnerStructures)
    .innerJoin(enterprises, eq(enterprises.id, partnerStructures.ent_id))
    .$dynamic();

export function toStructureItem(r: {
  s: typeof partnerStructures.$inferSelect;
  partner_name: string;
}): StructureItem {
  const { ent_id, created_by: _by, created_at, ...rest } = r.s;
  return { ...rest, partner_id: ent_id, partner_name: r.partner_name, created_at: created_at.toISOString() };
}

export const selectNotices = (db: DbOrTx) =>
  db
    .select({ n: partnerNotices, ...partner })
    .from(partnerNotices)
    .innerJoin(enterprises, eq(enterprises.id, partnerNotices.ent_id))
    .$dynamic();

export function toNoticeItem(r: {
  n: typeof partnerNotices.$inferSelect;
  partner_code: string;
  partner_name: string;
}): NoticeItem {
  const { ent_id, trans_id: _t, created_by: _c, updated_by: _u, created_at, updated_at, ...rest } = r.n;
  return {
    ...rest,
    partner_id: ent_id,
    partner_code: r.partner_code,
    partner_name: r.partner_name,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}
