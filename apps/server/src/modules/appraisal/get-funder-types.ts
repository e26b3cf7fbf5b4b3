import type { FunderTypeResponse } from '@arflow/domain/api/appraisal';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';

/**
 * The kinds of funder a buyer's programme may have, each with the companies able to fund now:
 * active funder companies; active funding partners that have joined (on-boarded or activated).
 * The buyer type names no company: it is the buyer being set up.
 */
export async function getFunderTypes(db: DbOrTx): Promise<FunderTypeResponse> {
  const columns = { id: enterprises.id, code: enterprises.code, name: enterprises.name };
  const [system, partners] = await Promise.all([
    db
      .select(columns)
      .from(enterprises)
      .where(and(eq(enterprises.type, 'FUNDER'), eq(enterprises.active, true)))
      .orderBy(asc(enterprises.id)),
    db
      .select(columns)
      .from(enterprises)
      .where(
        and(
          eq(enterprises.type, 'PARTNER'),
          eq(enterprises.partner_kind, 'FUNDING'),
          eq(enterprises.active, true),
          inArray(enterprises.status, ['ONBOARDED', 'ACTIVATED']),
        ),
      )
      .orderBy(asc(enterprises.name), asc(enterprises.id)),
  ]);
  return {
    data: [
      { code: 'SYSTEM', funders: system },
      { code: 'FUNDING_PARTNER', funders: partners },
      { code: 'BUYER', funders: [] },
    ],
  };
}
