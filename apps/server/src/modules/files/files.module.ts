import { Readable } from 'node:stream';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { filesRoutes } from './files.routes.ts';

/** The platform's file routes: upload for the caller's company, download within the caller's scope. */
export const filesModule = defineModule({
  name: 'files',
  routes: filesRoutes,
  scoping: {
    async record(db, ownerId, deps) {
      const { key, size } = await deps.files.put(Readable.from([TINY_PDF]), {
        contentType: 'application/pdf',
      });
      const [row] = await db
        .insert(storedFiles)
        .values({
          key,
          ent_id: ownerId,
          purpose: 'document',
          original_name: 'Hợp đồng.pdf',
          content_type: 'application/pdf',
          size,
          sha256: 'not-checked-by-the-matrix',
          created_at: new Date(),
        })
        .returning({ id: storedFiles.id });
      return { id: String(row!.id) };
    },
  },
});
