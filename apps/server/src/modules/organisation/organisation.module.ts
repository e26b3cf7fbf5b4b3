import { defineModule } from '../../platform/modules/module.ts';
import { seedDemoOrganisation } from './organisation.demo.ts';
import { organisationRoutes } from './organisation.routes.ts';

/**
 * The funder's organisation: departments, teams, the CA pool and the CRM assignment. Every route
 * is the funder's own (funder staff only, their own company's rows), so no scoping fixture: the
 * tests in this folder cover scope.
 */
export const organisationModule = defineModule({
  name: 'organisation',
  routes: organisationRoutes,
  seedDemo: seedDemoOrganisation,
});
