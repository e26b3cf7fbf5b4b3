import { and, desc, eq, inArray } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { selectPrograms, toProgramItem } from './coordination.query.ts';
import { partnerPrograms } from './coordination.tables.ts';
import { noticeFlagsOf } from './flags.ts';

/** GET /partner-payment/partner/{id}: the partner, its programmes in force, and the caller's notice flags. */
export async function partnerPayment(db: DbOrTx, actor: UserState, id: number) {
  const [p] = await db
    .select({
      id: enterprises.id,
      code: enterprises.code,
      name: enterprises.name,
      partner_kind: enterprises.partner_kind,
      partner_form: enterprises.partner_form,
    })
    .from(enterprises)
    .where(and(eq(enterprises.id, id), inArray(enterprises.type, ['PARTNER', 'DOITAC_NCC'])));
  if (!p) throw new AppError('NOT_FOUND');
  const programs = await selectPrograms(db)
    .where(and(eq(partnerPrograms.ent_id, id), eq(partnerPrograms.status, 'ACTIVE')))
    .orderBy(desc(partnerPrograms.id));
  return { data: p, programs: programs.map(toProgramItem), flags: noticeFlagsOf(actor) };
}
