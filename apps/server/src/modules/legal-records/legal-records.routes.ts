import { LEGAL_RECORDS_ACCESS } from '@arflow/domain/access/legal-records';
import { idParam } from '@arflow/domain/api/companies';
import {
  approvedListBody,
  LEGAL_RECORD_COLUMNS,
  LEGAL_RECORD_KINDS,
  type LegalRecordDecisionForm,
  type LegalRecordKind,
  legalRecordDecisionForm,
  legalRecordListQuery,
  legalRecordListResponse,
  legalRecordResponse,
  legalRecordUploadFields,
  legalRecordUploadResponse,
  legalRecordViewBody,
  legalRecordViewResponse,
} from '@arflow/domain/api/legal-records';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import type { LegalRecordAction } from '@arflow/domain/workflows/legal-record';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestContext } from '../../platform/http/context.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { BUYER_TYPES, PARTNER_TYPES, SUPPLIER_TYPES } from '../enterprises/index.ts';
import { changeLegalRecord } from './change-legal-record.ts';
import { findLegalRecords } from './find-legal-records.ts';
import { uploadLegalRecords } from './upload-legal-records.ts';
import { viewLegalRecord } from './view-legal-record.ts';

export interface LegalRecordArea {
  kind: LegalRecordKind;
  /** The spec's path prefix: /buyer or /supplier. */
  prefix: string;
  types: readonly EnterpriseCode[];
}
export const BUYER_LEGAL_RECORDS: LegalRecordArea = { kind: 'buyer', prefix: '/buyer', types: BUYER_TYPES };
export const SUPPLIER_LEGAL_RECORDS: LegalRecordArea = {
  kind: 'supplier',
  prefix: '/supplier',
  types: SUPPLIER_TYPES,
};
/** Partners' papers for their appraisal (ours: the spec names no partner legal-record call). */
export const PARTNER_LEGAL_RECORDS: LegalRecordArea = {
  kind: 'partner',
  prefix: '/partner',
  types: PARTNER_TYPES,
};

/**
 * Legal records of one kind of client (spec §7 Buyer legal records; Supplier management
 * legal-records calls). Buyers and suppliers get the same calls under their own prefix, so a
 * buyer's records can be viewed, judged and deleted as a supplier's are; the spec names upload
 * and list for buyers and the full set for suppliers.
 */
export function legalRecordRoutes(app: ZodApp, deps: ModuleDeps, area: LegalRecordArea): void {
  const { db, clock } = deps;
  const { kind, types } = area;
  const base = `${area.prefix}/legal-records`;
  const field = LEGAL_RECORD_KINDS[kind];
  const access = LEGAL_RECORDS_ACCESS[kind];
  const tags = [`${kind}-legal-records`];
  const companyParam = z.strictObject({ [field]: idParam.shape.id });
  const listQuery = legalRecordListQuery(field);
  const uploadFields = legalRecordUploadFields(field);
  const approvedBody = approvedListBody(field);
  /** One workflow step on a record, answered as the record after it. */
  const step = async (
    req: FastifyRequest,
    id: number,
    action: LegalRecordAction,
    form?: LegalRecordDecisionForm,
  ) => ({
    data: await changeLegalRecord({
      db,
      ctx: requestContext(req, clock),
      types,
      id,
      action,
      ...(form ? { form } : {}),
    }),
  });

  app.post(
    `${base}/upload`,
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: `Upload a ${kind}'s legal records`,
        description: `multipart/form-data: the text fields \`${field}\` (a company user may leave it out: its own company) and \`doc_type\`, then one or more \`file\` parts (pdf, png, jpg, jpeg, gif by content; 200 MiB a file, 10 MiB together). One record per file.`,
        consumes: ['multipart/form-data'],
        response: { 200: legalRecordUploadResponse },
      },
    },
    async (req) => ({
      data: await uploadLegalRecords({
        deps,
        req,
        ctx: requestContext(req, clock),
        types,
        companyField: field,
        fields: uploadFields,
      }),
    }),
  );
  app.get(
    `${base}/list`,
    {
      config: { access: access.read, list: { columns: LEGAL_RECORD_COLUMNS, file: `ho-so-phap-ly-${kind}` } },
      schema: { tags, querystring: listQuery, response: { 200: legalRecordListResponse } },
    },
    (req) => {
      const { doc_type, status } = req.query;
      return findLegalRecords({
        db,
        actor: req.actor!,
        types,
        entId: (req.query as Record<string, unknown>)[field] as number | undefined,
        filters: { doc_type, status },
        // The whole query is the paging input: at /export it carries the file's sink too.
        input: req.query,
      });
    },
  );
  app.get(
    `${base}/list/:${field}`,
    {
      // A fixed list (every record of the company, no paging asked): its file is its answer.
      config: {
        access: access.read,
        list: { columns: LEGAL_RECORD_COLUMNS, file: `ho-so-phap-ly-${kind}`, rows: 'answer' },
      },
      schema: { tags, params: companyParam, response: { 200: legalRecordListResponse } },
    },
    (req) =>
      findLegalRecords({
        db,
        actor: req.actor!,
        types,
        entId: (req.params as Record<string, number>)[field],
        input: { page_number: 1, page_size: 2000, sort_direction: 'ASC' },
      }),
  );
  app.post(
    `${base}/view`,
    {
      config: { access: access.read },
      schema: { tags, body: legalRecordViewBody, response: { 200: legalRecordViewResponse } },
    },
    (req) => viewLegalRecord({ deps, actor: req.actor!, types, id: req.body.id, log: req.log }),
  );
  app.post(
    `${base}/view/approved`,
    {
      config: { access: access.read },
      schema: { tags, body: approvedBody, response: { 200: legalRecordListResponse } },
    },
    (req) => {
      const { search_condition, ...input } = req.body;
      return findLegalRecords({
        db,
        actor: req.actor!,
        types,
        entId: (search_condition as Record<string, number | undefined>)[field],
        filters: { status: 'APPROVED' },
        input,
      });
    },
  );
  app.get(
    `${base}/delete/:id`,
    {
      config: { access: access.write },
      schema: { tags, params: idParam, response: { 200: legalRecordResponse } },
    },
    (req) => step(req, req.params.id, 'delete'),
  );
  app.post(
    `${base}/:id/decision`,
    routeOptions({
      tags,
      access: access.review,
      params: idParam,
      body: legalRecordDecisionForm,
      response: legalRecordResponse,
    }),
    (req) => step(req, req.params.id, req.body.action, req.body),
  );
}
