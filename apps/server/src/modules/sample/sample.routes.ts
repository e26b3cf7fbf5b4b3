import { SAMPLE_ACCESS } from '@arflow/domain/access/sample';
import {
  idParam,
  sampleDetailResponse,
  sampleForm,
  sampleListQuery,
  sampleListResponse,
  sampleSaveResponse,
} from '@arflow/domain/api/sample';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { disableSample } from './disable-sample.ts';
import { findSamples } from './find-samples.ts';
import { getSample } from './get-sample.ts';
import { saveSample } from './save-sample.ts';

const tags = ['sample'];

/** Sample demo (spec §7 "Integration log and sample"): paths as the spec names them. */
export function sampleRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  const read = { access: SAMPLE_ACCESS.read };
  const write = { access: SAMPLE_ACCESS.write };

  app.get(
    '/samples',
    { config: read, schema: { tags, querystring: sampleListQuery, response: { 200: sampleListResponse } } },
    (req) => findSamples({ db, actor: req.actor, query: req.query }),
  );
  app.get(
    '/sample/:id',
    { config: read, schema: { tags, params: idParam, response: { 200: sampleDetailResponse } } },
    (req) => getSample({ db, actor: req.actor, id: req.params.id }),
  );
  app.get(
    '/sample/disable/:id',
    { config: write, schema: { tags, params: idParam, response: { 200: sampleSaveResponse } } },
    async (req) => ({
      data: await disableSample({ db, ctx: requestContext(req, clock), id: req.params.id }),
    }),
  );
  app.post(
    '/sample/form',
    { config: write, schema: { tags, body: sampleForm, response: { 200: sampleSaveResponse } } },
    async (req) => ({ data: await saveSample({ db, ctx: requestContext(req, clock), form: req.body }) }),
  );
  app.post(
    '/sample/form/:id',
    {
      config: write,
      schema: { tags, params: idParam, body: sampleForm, response: { 200: sampleSaveResponse } },
    },
    async (req) => ({
      data: await saveSample({ db, ctx: requestContext(req, clock), form: req.body, id: req.params.id }),
    }),
  );
}
