import { CLIENT_EDITORS } from '@arflow/domain/access/clients';
import { idParam, statusActionForm, statusResponse } from '@arflow/domain/api/companies';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { BUYER_TYPES, PARTNER_TYPES } from '../enterprises/company.query.ts';
import { changePipeline } from '../enterprises/pipeline.ts';

/**
 * Pipeline steps (spec §4 partner/lead status). The spec names only the reads
 * (GET /buyer/{id}/status, GET /partner/{id}/status); the step is a POST on the same path.
 * The route lets client staff in; the workflow decides which of them may take which step
 * (relationship staff prospect, credit staff appraise, managers decide).
 */
export function pipelineRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  const config = { access: [CLIENT_EDITORS] };
  for (const [path, types] of [
    ['/buyer/:id/status', BUYER_TYPES],
    ['/partner/:id/status', PARTNER_TYPES],
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
}
