import { defineModule } from '../../platform/modules/module.ts';
import { filesModule } from '../files/files.module.ts';
import { documentsRoutes } from './documents.routes.ts';

/**
 * Downloads (spec §7 "Documents"): import templates, a contract's blank terms, stored files by
 * id. A stored file is the files module's (the same use-case and scope), hence its fixture.
 */
export const documentsModule = defineModule({
  name: 'documents',
  routes: documentsRoutes,
  scoping: filesModule.scoping,
});
