import { PARTNERS_ACCESS } from '@arflow/domain/access/partners';
import {
  bankForm,
  bankItem,
  bankListResponse,
  bankSaveResponse,
  idParam,
  noteSaveResponse,
  reportForm,
  statusResponse,
} from '@arflow/domain/api/companies';
import { pagedResponse } from '@arflow/domain/api/paging';
import {
  CORPORATE_PARTNER_COLUMNS,
  corporateForm,
  PERSON_PARTNER_COLUMNS,
  partnerBankListBody,
  partnerDetailResponse,
  partnerListBody,
  partnerListQuery,
  partnerListResponse,
  partnerNoteListBody,
  partnerNoteListResponse,
  partnerSaveResponse,
  partnerSetupListBody,
  personForm,
  SETUP_PARTNER_COLUMNS,
} from '@arflow/domain/api/partners';
import type { PartnerForm } from '@arflow/domain/statuses/company';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { availableActions } from '@arflow/domain/workflows/engine';
import { z } from 'zod';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { addNote, findBanks, findNotes, listBanks, PARTNER_TYPES, saveBank } from '../enterprises/index.ts';
import { getPipeline } from '../pipeline/pipeline.ts';
import { findPartners } from './find-partners.ts';
import { loadPartner } from './partner.query.ts';
import { saveCorporate, savePerson } from './save-partner.ts';

const tags = ['partners'];
const personParam = z.strictObject({ person_id: idParam.shape.id });

async function partnerDetail(db: Db, actor: UserState, id: number, form?: PartnerForm) {
  const data = await loadPartner(db, actor, id, form);
  if (!data) throw new AppError('NOT_FOUND');
  const actions = availableActions({ workflow: COMPANY_WORKFLOW, from: data.status, actor })
    .map((a) => a.action)
    .filter((a) => a !== 'create');
  return { data, history: await findHistory(db, COMPANY_WORKFLOW.entity, id), actions };
}

async function requirePartner(db: Db, actor: UserState, id: number): Promise<void> {
  if (!(await loadPartner(db, actor, id))) throw new AppError('NOT_FOUND');
}

/** Partners (spec §7 "Corporate and person", "Partner"): paths as the spec names them, under /api. */
export function partnerRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  const read = { access: PARTNERS_ACCESS.read };
  const write = { access: PARTNERS_ACCESS.write };
  const readOwn = { access: PARTNERS_ACCESS.readOwn };
  const setup = { access: PARTNERS_ACCESS.setup };

  for (const [prefix, form, list] of [
    ['/corporate', 'CORPORATE', { columns: CORPORATE_PARTNER_COLUMNS, file: 'doi-tac-to-chuc' }],
    ['/person', 'PERSON', { columns: PERSON_PARTNER_COLUMNS, file: 'doi-tac-ca-nhan' }],
  ] as const) {
    app.get(
      `${prefix}/list`,
      {
        config: { ...read, list },
        schema: { tags, querystring: partnerListQuery, response: { 200: partnerListResponse } },
      },
      (req) => {
        const { page_number: _n, page_size: _s, sort_column: _c, sort_direction: _d, ...filters } = req.query;
        // The whole query is the paging input: at /export it carries the file's sink too.
        return findPartners({
          db,
          actor: req.actor!,
          filters: { ...filters, partner_form: form },
          input: req.query,
        });
      },
    );
    app.post(
      `${prefix}/list`,
      {
        config: { ...read, list },
        schema: { tags, body: partnerListBody, response: { 200: partnerListResponse } },
      },
      (req) => {
        const { search_condition, ...input } = req.body;
        return findPartners({
          db,
          actor: req.actor!,
          filters: { ...search_condition, partner_form: form },
          input,
        });
      },
    );
  }
  app.get(
    '/corporate/:id',
    { config: read, schema: { tags, params: idParam, response: { 200: partnerDetailResponse } } },
    (req) => partnerDetail(db, req.actor!, req.params.id, 'CORPORATE'),
  );
  app.get(
    '/person/:person_id',
    { config: read, schema: { tags, params: personParam, response: { 200: partnerDetailResponse } } },
    (req) => partnerDetail(db, req.actor!, req.params.person_id, 'PERSON'),
  );
  app.post(
    '/corporate/form',
    { config: write, schema: { tags, body: corporateForm, response: { 200: partnerSaveResponse } } },
    async (req) => ({ data: await saveCorporate({ db, ctx: requestContext(req, clock), form: req.body }) }),
  );
  app.post(
    '/corporate/form/:id',
    {
      config: write,
      schema: { tags, params: idParam, body: corporateForm, response: { 200: partnerSaveResponse } },
    },
    async (req) => ({
      data: await saveCorporate({ db, ctx: requestContext(req, clock), form: req.body, id: req.params.id }),
    }),
  );
  app.post(
    '/person/form',
    { config: write, schema: { tags, body: personForm, response: { 200: partnerSaveResponse } } },
    async (req) => ({ data: await savePerson({ db, ctx: requestContext(req, clock), form: req.body }) }),
  );
  app.post(
    '/person/form/:person_id',
    {
      config: write,
      schema: { tags, params: personParam, body: personForm, response: { 200: partnerSaveResponse } },
    },
    async (req) => ({
      data: await savePerson({
        db,
        ctx: requestContext(req, clock),
        form: req.body,
        id: req.params.person_id,
      }),
    }),
  );
  app.get(
    '/partner/:id/status',
    { config: read, schema: { tags, params: idParam, response: { 200: statusResponse } } },
    (req) => getPipeline({ db, actor: req.actor!, types: PARTNER_TYPES, id: req.params.id }),
  );
  app.post(
    '/partner/:id/list_report',
    {
      config: read,
      schema: {
        tags,
        params: idParam,
        body: partnerNoteListBody,
        response: { 200: partnerNoteListResponse },
      },
    },
    async (req) => {
      await requirePartner(db, req.actor!, req.params.id);
      const { search_condition: _s, ...input } = req.body;
      return findNotes({ db, entId: req.params.id, kind: 'REPORT', input });
    },
  );
  app.post(
    '/partner/:id/report',
    {
      config: write,
      schema: { tags, params: idParam, body: reportForm, response: { 200: noteSaveResponse } },
    },
    async (req) => {
      await requirePartner(db, req.actor!, req.params.id);
      const ctx = requestContext(req, clock);
      return { data: await addNote({ db, ctx, entId: req.params.id, kind: 'REPORT', form: req.body }) };
    },
  );
  app.get(
    '/partner/:id/bank',
    { config: readOwn, schema: { tags, params: idParam, response: { 200: bankListResponse } } },
    async (req) => {
      await requirePartner(db, req.actor!, req.params.id);
      return { data: await listBanks(db, req.params.id) };
    },
  );
  app.post(
    '/partner/:id/list_bank',
    {
      config: readOwn,
      schema: {
        tags,
        params: idParam,
        body: partnerBankListBody,
        response: { 200: pagedResponse(bankItem) },
      },
    },
    async (req) => {
      await requirePartner(db, req.actor!, req.params.id);
      const { search_condition: _s, ...input } = req.body;
      return findBanks(db, req.params.id, input);
    },
  );
  app.post(
    '/partner/:id/bank',
    { config: write, schema: { tags, params: idParam, body: bankForm, response: { 200: bankSaveResponse } } },
    async (req) => {
      await requirePartner(db, req.actor!, req.params.id);
      return {
        data: await saveBank({ db, ctx: requestContext(req, clock), entId: req.params.id, form: req.body }),
      };
    },
  );
  app.post(
    '/partner-setup/list-partner',
    {
      config: { ...setup, list: { columns: SETUP_PARTNER_COLUMNS, file: 'thiet-lap-doi-tac' } },
      schema: { tags, body: partnerSetupListBody, response: { 200: partnerListResponse } },
    },
    (req) => {
      const { search_condition, ...input } = req.body;
      return findPartners({ db, actor: req.actor!, filters: search_condition, input });
    },
  );
  app.get(
    '/partner-setup/:id/info',
    { config: setup, schema: { tags, params: idParam, response: { 200: partnerDetailResponse } } },
    (req) => partnerDetail(db, req.actor!, req.params.id),
  );
}
