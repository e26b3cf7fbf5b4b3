import { APPRAISAL_ACCESS } from '@arflow/domain/access/appraisal';
import { assessmentResponse, funderTypeResponse } from '@arflow/domain/api/appraisal';
import { idParam } from '@arflow/domain/api/companies';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { assessSupplier } from './assess-supplier.ts';
import { getFunderTypes } from './get-funder-types.ts';

const tags = ['appraisal'];

/** Funder-side reads the credit appraisal works from (spec §7 Credit buyer; screen supplier/AssessmentItem). */
export function appraisalRoutes(app: ZodApp, { db }: ModuleDeps): void {
  const config = { access: APPRAISAL_ACCESS.read };
  app.get(
    '/enterprise/funder-type',
    { config, schema: { tags, response: { 200: funderTypeResponse } } },
    () => getFunderTypes(db),
  );
  app.get(
    '/supplier/:id/assessment-items',
    { config, schema: { tags, params: idParam, response: { 200: assessmentResponse } } },
    (req) => assessSupplier({ db, actor: req.actor!, id: req.params.id }),
  );
}
