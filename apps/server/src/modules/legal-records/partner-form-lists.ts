import { LEGAL_RECORDS_ACCESS } from '@arflow/domain/access/legal-records';
import {
  LEGAL_RECORD_COLUMNS,
  legalRecordListQuery,
  legalRecordListResponse,
} from '@arflow/domain/api/legal-records';
import type { PartnerForm } from '@arflow/domain/statuses/company';
import { sql } from 'drizzle-orm';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { enterpriseLegalRecords as records } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { findLegalRecords } from './find-legal-records.ts';
import { PARTNER_LEGAL_RECORDS } from './legal-records.routes.ts';

/** The records of partners of one form (corporate or person): the owner's form in SQL. */
const ofForm = (form: PartnerForm) =>
  sql`${records.ent_id} in (select ${enterprises.id} from ${enterprises} where ${enterprises.partner_form} = ${form})`;

/**
 * GET /partner/legal-records/list/corporate and /list/person (spec inventory, area partners): the
 * partner legal records of one partner form, paged like `/partner/legal-records/list` with its
 * filters (`partner_id`, `doc_type`, `status`). Funder staff read every partner's of that form, a
 * partner its own (none when it is of the other form). A `partner_id` of the other form is not
 * found here: its page is empty, as the scoping matrix asks of a caller's own id on the other
 * form's list. Literal paths, so `/list/:partner_id` no longer takes them.
 */
export function partnerFormListRoutes(app: ZodApp, { db }: ModuleDeps): void {
  const access = LEGAL_RECORDS_ACCESS.partner;
  const query = legalRecordListQuery('partner_id');
  for (const [segment, form] of [
    ['corporate', 'CORPORATE'],
    ['person', 'PERSON'],
  ] as const satisfies readonly (readonly [string, PartnerForm])[]) {
    app.get(
      `/partner/legal-records/list/${segment}`,
      {
        config: {
          access: access.read,
          list: { columns: LEGAL_RECORD_COLUMNS, file: `ho-so-phap-ly-doi-tac-${segment}` },
        },
        schema: {
          tags: ['partner-legal-records'],
          summary: `List the legal records of ${segment} partners (paged)`,
          querystring: query,
          response: { 200: legalRecordListResponse },
        },
      },
      async (req) => {
        return findLegalRecords({
          db,
          actor: req.actor!,
          types: PARTNER_LEGAL_RECORDS.types,
          entId: req.query.partner_id,
          filters: { doc_type: req.query.doc_type, status: req.query.status },
          also: ofForm(form),
          input: req.query,
        });
      },
    );
  }
}
