import { BUYERS_ACCESS } from '@arflow/domain/access/buyers';
import {
  BUYER_COLUMNS,
  buyerDetailResponse,
  buyerForm,
  buyerListBody,
  buyerListQuery,
  buyerListResponse,
  buyerNoteListBody,
  buyerSaveResponse,
  frequenciesResponse,
  noteListResponse,
  SIGNER_COLUMNS,
  signerListBody,
  signerListResponse,
} from '@arflow/domain/api/buyers';
import {
  bankForm,
  bankListResponse,
  bankSaveResponse,
  idParam,
  noteForm,
  noteSaveResponse,
  reportForm,
  statusResponse,
} from '@arflow/domain/api/companies';
import { AppError } from '../../platform/http/app-error.ts';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { addNote, BUYER_TYPES, findNotes, importRoute, listBanks, saveBank } from '../enterprises/index.ts';
import { getPipeline } from '../pipeline/pipeline.ts';
import { loadBuyer } from './buyer.query.ts';
import { findBuyers } from './find-buyers.ts';
import { getBuyer, getFrequencies } from './get-buyer.ts';
import { BUYER_IMPORT } from './import-buyers.ts';
import { listSigners } from './list-signers.ts';
import { saveBuyer } from './save-buyer.ts';

const tags = ['buyers'];
const BUYER_LIST_EXPORT = { columns: BUYER_COLUMNS, file: 'ben-mua' };

/** Buyers on the funder side (spec §7 "Buyer"): paths as the spec names them, under /api. */
export function buyerRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const read = { access: BUYERS_ACCESS.read };
  const write = { access: BUYERS_ACCESS.write };
  const readOwn = { access: BUYERS_ACCESS.readOwn };

  app.get(
    '/buyer/list',
    {
      config: { ...read, list: BUYER_LIST_EXPORT },
      schema: { tags, querystring: buyerListQuery, response: { 200: buyerListResponse } },
    },
    (req) => {
      const { page_number: _n, page_size: _s, sort_column: _c, sort_direction: _d, ...filters } = req.query;
      // The whole query is the paging input: at /export it carries the file's sink too.
      return findBuyers({ db, actor: req.actor!, filters, input: req.query });
    },
  );
  app.post(
    '/buyer/list',
    {
      config: { ...read, list: BUYER_LIST_EXPORT },
      schema: { tags, body: buyerListBody, response: { 200: buyerListResponse } },
    },
    (req) => {
      const { search_condition, ...input } = req.body;
      return findBuyers({ db, actor: req.actor!, filters: search_condition, input });
    },
  );
  app.get(
    '/buyer/my-frequencies',
    { config: { access: BUYERS_ACCESS.self }, schema: { tags, response: { 200: frequenciesResponse } } },
    async (req) => ({ data: await getFrequencies({ db, actor: req.actor!, id: req.actor!.enterprise_id }) }),
  );
  app.get(
    '/buyer/:id',
    { config: readOwn, schema: { tags, params: idParam, response: { 200: buyerDetailResponse } } },
    (req) => getBuyer({ db, actor: req.actor!, id: req.params.id }),
  );
  app.get(
    '/buyer/:id/frequencies',
    { config: readOwn, schema: { tags, params: idParam, response: { 200: frequenciesResponse } } },
    async (req) => ({ data: await getFrequencies({ db, actor: req.actor!, id: req.params.id }) }),
  );
  app.get(
    '/buyer/:id/banks',
    { config: readOwn, schema: { tags, params: idParam, response: { 200: bankListResponse } } },
    async (req) => {
      if (!(await loadBuyer(db, req.actor!, req.params.id))) throw new AppError('NOT_FOUND');
      return { data: await listBanks(db, req.params.id) };
    },
  );
  app.post(
    '/buyer/:id/bank',
    { config: write, schema: { tags, params: idParam, body: bankForm, response: { 200: bankSaveResponse } } },
    async (req) => {
      if (!(await loadBuyer(db, req.actor!, req.params.id))) throw new AppError('NOT_FOUND');
      return {
        data: await saveBank({ db, ctx: requestContext(req, clock), entId: req.params.id, form: req.body }),
      };
    },
  );
  app.get(
    '/buyer/:id/status',
    { config: read, schema: { tags, params: idParam, response: { 200: statusResponse } } },
    (req) => getPipeline({ db, actor: req.actor!, types: BUYER_TYPES, id: req.params.id }),
  );
  app.post(
    '/buyer/list-signer',
    {
      config: { ...readOwn, list: { columns: SIGNER_COLUMNS, file: 'nguoi-ky-ben-mua' } },
      schema: { tags, body: signerListBody, response: { 200: signerListResponse } },
    },
    (req) => {
      const { search_condition, ...input } = req.body;
      return listSigners({ db, actor: req.actor!, buyerId: search_condition.buyer_id, input });
    },
  );
  for (const [path, kind] of [
    ['/buyer/list_report', 'REPORT'],
    ['/buyer/list_note', 'NOTE'],
  ] as const) {
    app.post(
      path,
      { config: read, schema: { tags, body: buyerNoteListBody, response: { 200: noteListResponse } } },
      async (req) => {
        const { search_condition, ...input } = req.body;
        if (!(await loadBuyer(db, req.actor!, search_condition.buyer_id))) throw new AppError('NOT_FOUND');
        return findNotes({ db, entId: search_condition.buyer_id, kind, input });
      },
    );
  }
  app.post(
    '/buyer/:id/report',
    {
      config: write,
      schema: { tags, params: idParam, body: reportForm, response: { 200: noteSaveResponse } },
    },
    async (req) => {
      if (!(await loadBuyer(db, req.actor!, req.params.id))) throw new AppError('NOT_FOUND');
      const ctx = requestContext(req, clock);
      return { data: await addNote({ db, ctx, entId: req.params.id, kind: 'REPORT', form: req.body }) };
    },
  );
  app.post(
    '/buyer/:id/note',
    { config: write, schema: { tags, params: idParam, body: noteForm, response: { 200: noteSaveResponse } } },
    async (req) => {
      if (!(await loadBuyer(db, req.actor!, req.params.id))) throw new AppError('NOT_FOUND');
      const ctx = requestContext(req, clock);
      return { data: await addNote({ db, ctx, entId: req.params.id, kind: 'NOTE', form: req.body }) };
    },
  );
  app.post(
    '/buyer/form',
    { config: write, schema: { tags, body: buyerForm, response: { 200: buyerSaveResponse } } },
    async (req) => ({ data: await saveBuyer({ db, ctx: requestContext(req, clock), form: req.body }) }),
  );
  app.post(
    '/buyer/form/:id',
    {
      config: write,
      schema: { tags, params: idParam, body: buyerForm, response: { 200: buyerSaveResponse } },
    },
    async (req) => ({
      data: await saveBuyer({ db, ctx: requestContext(req, clock), form: req.body, id: req.params.id }),
    }),
  );
  importRoute(app, deps, {
    path: '/buyer/add-data-by-excel',
    access: write.access,
    tags,
    kind: BUYER_IMPORT,
    checkOnly: true,
  });
  importRoute(app, deps, {
    path: '/buyer/add-data-by-excel-buyer',
    access: write.access,
    tags,
    kind: BUYER_IMPORT,
  });
}
