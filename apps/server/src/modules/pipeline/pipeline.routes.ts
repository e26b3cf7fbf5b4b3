import { CLIENT_EDITORS, CLIENT_READERS } from '@arflow/domain/access/clients';
import { idParam, statusActionForm, statusResponse } from '@arflow/domain/api/companies';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { BUYER_TYPES, PARTNER_TYPES, SUPPLIER_TYPES } from '../enterprises/index.ts';
import { changePipeline, getPipeline } from './pipeline.ts';

/**
 * Pipeline steps (spec §4 partner/lead status). The spec names only the reads
 * (GET /buyer/{id}/status, GET /partner/{id}/status); the step is a POST on the same path.
 * The route lets client staff in; the workflow decides which of them may take which step
 * (relationship staff prospect, credit staff appraise, managers decide). Suppliers go through
 * the same pipeline (the assessment view reads their status) though the spec names no supplier
 * status call: GET and POST /supplier/{id}/status are ours, read by the supplier detail page.
 */
export function pipelineRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  const config = { access: [CLIENT_EDITORS] };
  for (const [path, types] of [
    ['/buyer/:id/status', BUYER_TYPES],
    ['/partner/:id/status', PARTNER_TYPES],
    ['/supplier/:id/status', SUPPLIER_TYPES],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          tags: ['pipeline'],
          params: idParam,
          body: statusActionForm,
          response: { 200: statusResponse },
        },
      },
      (req) =>
        changePipeline({ db, ctx: requestContext(req, clock), types, id: req.params.id, form: req.body }),
    );
  }
  app.get(
    '/supplier/:id/status',
    {
      config: { access: CLIENT_READERS },
      schema: { tags: ['pipeline'], params: idParam, response: { 200: statusResponse } },
    },
    (req) => getPipeline({ db, actor: req.actor!, types: SUPPLIER_TYPES, id: req.params.id }),
  );
}
