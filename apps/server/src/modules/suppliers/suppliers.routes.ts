import { OWN_COMPANY_ACCESS, SUPPLIERS_ACCESS } from '@arflow/domain/access/suppliers';
import { bankListResponse, bankSaveResponse, idParam } from '@arflow/domain/api/companies';
import {
  ekycForm,
  ekycResponse,
  positionForm,
  SUPPLIER_COLUMNS,
  supplierBankForm,
  supplierDetailResponse,
  supplierListBody,
  supplierListResponse,
  supplierSaveResponse,
  supplierUpdateForm,
  totalLimitForm,
} from '@arflow/domain/api/suppliers';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { z } from 'zod';
import { findHistory } from '../../platform/audit/history.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { getBank, importRoute, listBanks, saveBank } from '../enterprises/index.ts';
import { decideEkyc, getEkyc } from './ekyc.ts';
import { findSuppliers } from './find-suppliers.ts';
import { INDIVIDUAL_IMPORT } from './import-individuals.ts';
import { loadSupplier } from './supplier.query.ts';
import { setPosition, setTotalLimit, updateSupplier } from './update-supplier.ts';

const tags = ['suppliers'];
const bankParam = z.strictObject({ bank_id: idParam.shape.id });
const individualParam = z.strictObject({ ind_id: idParam.shape.id });

/** Supplier management (spec §7 "Supplier management"): paths as the spec names them, under /api. */
export function supplierRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const read = { access: SUPPLIERS_ACCESS.read };
  const write = { access: SUPPLIERS_ACCESS.write };
  const readOwn = { access: SUPPLIERS_ACCESS.readOwn };

  app.post(
    '/supplier/list',
    {
      config: { ...read, list: { columns: SUPPLIER_COLUMNS, file: 'nha-cung-cap' } },
      schema: { tags, body: supplierListBody, response: { 200: supplierListResponse } },
    },
    (req) => findSuppliers({ db, actor: req.actor!, input: req.body }),
  );
  app.get(
    '/supplier/update/:id',
    { config: read, schema: { tags, params: idParam, response: { 200: supplierDetailResponse } } },
    async (req) => {
      const data = await loadSupplier(db, req.actor!, req.params.id);
      if (!data) throw new AppError('NOT_FOUND');
      return { data, history: await findHistory(db, COMPANY_WORKFLOW.entity, req.params.id) };
    },
  );
  app.post(
    '/supplier/update',
    { config: write, schema: { tags, body: supplierUpdateForm, response: { 200: supplierSaveResponse } } },
    async (req) => ({ data: await updateSupplier({ db, ctx: requestContext(req, clock), form: req.body }) }),
  );
  app.post(
    '/supplier/position',
    { config: write, schema: { tags, body: positionForm, response: { 200: supplierSaveResponse } } },
    async (req) => ({
      data: await setPosition({
        db,
        ctx: requestContext(req, clock),
        id: req.body.id,
        position: req.body.position,
      }),
    }),
  );
  app.post(
    '/supplier/update-total-limit',
    {
      config: { access: SUPPLIERS_ACCESS.limit },
      schema: { tags, body: totalLimitForm, response: { 200: supplierSaveResponse } },
    },
    async (req) => ({
      data: await setTotalLimit({
        db,
        ctx: requestContext(req, clock),
        id: req.body.id,
        totalLimit: req.body.total_limit,
      }),
    }),
  );
  app.get(
    '/supplier/:id/banks',
    { config: readOwn, schema: { tags, params: idParam, response: { 200: bankListResponse } } },
    async (req) => {
      if (!(await loadSupplier(db, req.actor!, req.params.id))) throw new AppError('NOT_FOUND');
      return { data: await listBanks(db, req.params.id) };
    },
  );
  app.get(
    '/funder-supplier/bank/:bank_id',
    { config: read, schema: { tags, params: bankParam, response: { 200: bankSaveResponse } } },
    async (req) => {
      const bank = await getBank(db, req.params.bank_id);
      if (!bank || !(await loadSupplier(db, req.actor!, bank.ent_id))) throw new AppError('NOT_FOUND');
      return { data: bank };
    },
  );
  app.post(
    '/funder-supplier/bank/',
    { config: write, schema: { tags, body: supplierBankForm, response: { 200: bankSaveResponse } } },
    async (req) => {
      const { sup_id, ...form } = req.body;
      if (!(await loadSupplier(db, req.actor!, sup_id))) throw new AppError('NOT_FOUND');
      return { data: await saveBank({ db, ctx: requestContext(req, clock), entId: sup_id, form }) };
    },
  );
  app.get(
    '/enterprise/bank',
    { config: { access: OWN_COMPANY_ACCESS.self }, schema: { tags, response: { 200: bankListResponse } } },
    async (req) => ({ data: await listBanks(db, req.actor!.enterprise_id) }),
  );
  app.get(
    '/individual/:ind_id/ekyc',
    { config: read, schema: { tags, params: individualParam, response: { 200: ekycResponse } } },
    (req) => getEkyc({ db, actor: req.actor!, id: req.params.ind_id }),
  );
  app.post(
    '/individual/:ind_id/ekyc',
    {
      config: write,
      schema: { tags, params: individualParam, body: ekycForm, response: { 200: ekycResponse } },
    },
    (req) => decideEkyc({ db, ctx: requestContext(req, clock), id: req.params.ind_id, form: req.body }),
  );
  importRoute(app, deps, {
    path: '/supplier/upload-excel-individual',
    access: write.access,
    tags,
    kind: INDIVIDUAL_IMPORT,
  });
}
