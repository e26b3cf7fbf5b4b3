import { defineModule } from '../../platform/modules/module.ts';
import { pipelineRoutes } from './pipeline.routes.ts';

/**
 * Client and partner pipeline steps. Funder staff only, and each step has its own actors in
 * the workflow, so one fixed body cannot serve every persona of the scoping matrix: the module
 * has no scoping fixture (the matrix still checks 401 and 403); its tests cover scope and actors.
 */
export const pipelineModule = defineModule({ name: 'pipeline', routes: pipelineRoutes });
