import { REPORTS_ACCESS as A } from '@arflow/domain/access/reports';
import { fundingDocumentsResponse } from '@arflow/domain/api/buyer-transactions';
import { idParam } from '@arflow/domain/api/params';
import {
  arGroupListResponse,
  receivableListResponse,
  STAT_RECEIVABLE_COLUMNS,
  summaryArHisResponse,
} from '@arflow/domain/api/receivables';
import {
  enterpriseArBody,
  enterpriseTransListBody,
  enterpriseTransSummaryBody,
  partnerArBody,
  partnerArGroupBody,
  partnerTransListBody,
  partnerTransListResponse,
} from '@arflow/domain/api/reports';
import {
  statisticSummaryResponse,
  TRANSACTION_COLUMNS,
  transactionListResponse,
} from '@arflow/domain/api/request-transaction';
import type { PartnerForm } from '@arflow/domain/statuses/company';
import { recordIdParam } from '@arflow/domain/validation';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sendStoredFile } from '../../platform/files/download.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { SOLD } from '../buyer-transactions/find-buyer-transactions.ts';
import { transactionDocumentsOf } from '../buyer-transactions/get-buyer-transaction.ts';
import { loadCalendar } from '../receivables/receivables.query.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import {
  listArsHis,
  maturityDetails,
  maturitySummary,
  type StatParty,
  settlingDetails,
  summaryArHis,
} from '../receivables/statistics.ts';
import { findTransactions, summarizeTransactions } from '../request-transaction/find-transactions.ts';
import { documentFileOfTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import {
  fundedByForm,
  partnerOfForm,
  partnerReceivables,
  partnerTransactions,
} from './partner-statistics.ts';

const tags = ['statistics'];
type SupplierChoice = { all_sup: boolean; sup_id?: number | undefined };

/**
 * The funder's statistics (spec §7; decision 0080): `/enterprise/statistic/*`, the supplier
 * statistics over one supplier or all of them (`all_sup`), and `/corporate` and `/person`
 * `statistic/*`, the buyer's set over the trades a partner funds. The queries are the supplier's
 * and buyer's own (receivables/statistics.ts, request-transaction/find-transactions.ts) with the
 * funder's condition in place of the caller's company.
 */
export function statisticsRoutes(app: ZodApp, { db, clock, files }: ModuleDeps): void {
  const calendar = () => loadCalendar(db, clock.today());

  // ---- /enterprise/statistic: one supplier, or every supplier ----------------------------------
  const arParty = (c: SupplierChoice): StatParty => ({
    rows: c.all_sup ? undefined : eq(receivables.ent_id, c.sup_id!),
  });
  const transOf = (c: SupplierChoice) => (c.all_sup ? undefined : eq(transactions.ent_id, c.sup_id!));
  const enterprise = { access: A.enterprise };
  app.post(
    '/enterprise/statistic/summary-ar-his',
    {
      config: enterprise,
      schema: {
        tags,
        summary: "A supplier's or all suppliers' receivable history by status",
        body: enterpriseArBody,
        response: { 200: summaryArHisResponse },
      },
    },
    async (req) => ({ data: await summaryArHis(db, arParty(req.body.search_condition), req.body) }),
  );
  app.post(
    '/enterprise/statistic/list-ars-his',
    {
      config: enterprise,
      schema: {
        tags,
        summary: "List a supplier's or all suppliers' receivable history (paged)",
        body: enterpriseArBody,
        response: { 200: receivableListResponse },
      },
    },
    async (req) => listArsHis(db, arParty(req.body.search_condition), req.body, await calendar()),
  );
  app.post(
    '/enterprise/statistic/summary-trans-his',
    {
      config: enterprise,
      schema: {
        tags,
        summary: "A supplier's or all suppliers' transactions by stage",
        body: enterpriseTransSummaryBody,
        response: { 200: statisticSummaryResponse },
      },
    },
    (req) =>
      summarizeTransactions(db, req.actor!, req.body.search_condition, transOf(req.body.search_condition)),
  );
  app.post(
    '/enterprise/statistic/list-trans-his',
    {
      config: enterprise,
      schema: {
        tags,
        summary: "List a supplier's or all suppliers' transactions (paged)",
        body: enterpriseTransListBody,
        response: { 200: transactionListResponse },
      },
    },
    (req) => findTransactions(db, req.actor!, req.body, undefined, transOf(req.body.search_condition)),
  );

  // ---- /corporate and /person statistic: a partner's funded trades ------------------------------
  const partner = { access: A.partner };
  for (const [prefix, form] of [
    ['/corporate', 'CORPORATE'],
    ['/person', 'PERSON'],
  ] as const satisfies readonly (readonly [string, PartnerForm])[]) {
    const P = `${prefix}/statistic`;
    const who = form === 'CORPORATE' ? 'a corporate partner' : 'a person partner';
    /** The partner named in the body, checked to be of this route's form, as the party. */
    const party = async (c: { partner_id: number }): Promise<StatParty> => {
      await partnerOfForm(db, c.partner_id, form);
      return { rows: partnerReceivables(c.partner_id) };
    };
    app.post(
      `${P}/summary-ar`,
      {
        config: partner,
        schema: {
          tags,
          summary: `Receivables funded by ${who}, by status`,
          body: partnerArBody,
          response: { 200: summaryArHisResponse },
        },
      },
      async (req) => ({ data: await summaryArHis(db, await party(req.body.search_condition), req.body) }),
    );
    app.post(
      `${P}/list-summary-maturity-ar`,
      {
        config: partner,
        schema: {
          tags,
          summary: `Receivables funded by ${who} still to be paid, by due date (paged)`,
          body: partnerArGroupBody,
          response: { 200: arGroupListResponse },
        },
      },
      async (req) => maturitySummary(db, await party(req.body.search_condition), req.body),
    );
    // Each exported with the partner and filters it shows (the partner detail's statistics tab).
    const lists = [
      ['summary-ar-details', listArsHis, 'List the receivables funded by', 'khoan-phai-thu-doi-tac'],
      [
        'list-summary-maturity-ar-details',
        maturityDetails,
        "List one due date's receivables funded by",
        'khoan-phai-thu-den-han-doi-tac',
      ],
      [
        'announcement-settlement',
        settlingDetails,
        'List the receivables due at maturity funded by',
        'thong-bao-tat-toan-doi-tac',
      ],
    ] as const;
    for (const [path, run, what, file] of lists) {
      app.post(
        `${P}/${path}`,
        {
          config: { ...partner, list: { columns: STAT_RECEIVABLE_COLUMNS, file } },
          schema: {
            tags,
            summary: `${what} ${who} (paged)`,
            body: partnerArBody,
            response: { 200: receivableListResponse },
          },
        },
        async (req) => run(db, await party(req.body.search_condition), req.body, await calendar()),
      );
    }
    app.post(
      `${P}/debt-sale`,
      {
        config: { ...partner, list: { columns: TRANSACTION_COLUMNS, file: 'mua-ban-no-doi-tac' } },
        schema: {
          tags,
          summary: `List the debt-sale transactions funded by ${who} (paged)`,
          body: partnerTransListBody,
          response: { 200: partnerTransListResponse },
        },
      },
      async (req) => {
        const id = req.body.search_condition.partner_id;
        await partnerOfForm(db, id, form);
        return findTransactions(db, req.actor!, req.body, SOLD, partnerTransactions(id));
      },
    );
    app.get(
      `${P}/:id/files`,
      {
        config: partner,
        schema: {
          tags,
          summary: `The files of a transaction funded by ${who}`,
          params: idParam,
          response: { 200: fundingDocumentsResponse },
        },
      },
      async (req) => {
        await fundedByForm(db, req.params.id, form);
        return { data: await transactionDocumentsOf(db, req.params.id) };
      },
    );
    app.get(
      `${P}/:id/files/:docId`,
      {
        config: partner,
        schema: { tags, summary: `Download a file of a transaction funded by ${who}`, params: fileParams },
      },
      async (req, reply) => {
        await fundedByForm(db, req.params.id, form);
        return sendStoredFile(
          reply,
          files,
          await documentFileOfTransaction(db, req.params.id, req.params.docId),
        );
      },
    );
  }
}

/** A funded transaction's document, as its files list names it. */
const fileParams = z.strictObject({ id: recordIdParam(), docId: recordIdParam() });
