import {
  idParam,
  sampleDetailResponse,
  sampleForm,
  sampleListQuery,
  sampleListResponse,
  sampleSaveResponse,
} from '@arflow/domain/api/sample';
import { API_ACCESS } from '@arflow/domain/permissions';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { disableSample } from './disable-sample.ts';
import { findSamples } from './find-samples.ts';
import { getSample } from './get-sample.ts';
import { saveSample } from './save-sample.ts';

const tags = ['sample'];

/** Sample demo (spec §7 "Integration log and sample"): the pattern every module copies. */
export function sampleRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  app.get(
    '/samples',
    {
      config: { access: API_ACCESS['sample.read'] },
      schema: { tags, querystring: sampleListQuery, response: { 200: sampleListResponse } },
    },
    (req) => findSamples({ db, query: req.query }),
  );

  app.get(
    '/sample/:id',
    {
      config: { access: API_ACCESS['sample.read'] },
      schema: { tags, params: idParam, response: { 200: sampleDetailResponse } },
    },
    (req) => getSample({ db, id: req.params.id }),
  );

  app.get(
    '/sample/disable/:id',
    {
      config: { access: API_ACCESS['sample.write'] },
      schema: { tags, params: idParam, response: { 200: sampleSaveResponse } },
    },
    async (req) => ({
      data: await disableSample({ db, ctx: requestContext(req, clock), id: req.params.id }),
    }),
  );

  app.post(
    '/sample/form',
    {
      config: { access: API_ACCESS['sample.write'] },
      schema: { tags, body: sampleForm, response: { 200: sampleSaveResponse } },
    },
    async (req) => ({ data: await saveSample({ db, ctx: requestContext(req, clock), form: req.body }) }),
  );

  app.post(
    '/sample/form/:id',
    {
      config: { access: API_ACCESS['sample.write'] },
      schema: { tags, params: idParam, body: sampleForm, response: { 200: sampleSaveResponse } },
    },
    async (req) => ({
      data: await saveSample({ db, ctx: requestContext(req, clock), form: req.body, id: req.params.id }),
    }),
  );
}
