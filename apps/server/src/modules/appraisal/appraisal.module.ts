import { defineModule } from '../../platform/modules/module.ts';
import { appraisalRoutes } from './appraisal.routes.ts';

/**
 * What the credit appraisal reads before it decides: a supplier's assessment items and the kinds
 * of funder a buyer's programme may have. Funder staff only, who see every client: no company
 * can reach these routes, so the scoping matrix needs no fixture.
 */
export const appraisalModule = defineModule({ name: 'appraisal', routes: appraisalRoutes });
