import { storeSampleDocument } from '../../platform/files/sample-document.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { filesRoutes } from './files.routes.ts';

/** The platform's file routes: upload for the caller's company, download within the caller's scope. */
export const filesModule = defineModule({
  name: 'files',
  routes: filesRoutes,
  scoping: {
    async record(db, ownerId, deps) {
      return { id: String(await storeSampleDocument(db, deps.files, ownerId, 'Hợp đồng.pdf')) };
    },
  },
});
