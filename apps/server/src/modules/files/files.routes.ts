import { FILES_ACCESS } from '@arflow/domain/access/files';
import { fileIdParam, fileUploadResponse } from '@arflow/domain/api/files';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { downloadFile } from './download-file.ts';
import { uploadFiles } from './upload-files.ts';

const tags = ['files'];

/**
 * The platform's own file routes: store files for the caller's company and download a stored
 * file the caller may see. Business modules attach files to their records through the same
 * store (platform/files) and may answer downloads from their own routes.
 */
export function filesRoutes(app: ZodApp, deps: ModuleDeps): void {
  app.post(
    '/files/upload',
    {
      config: { access: FILES_ACCESS.upload },
      schema: {
        tags,
        summary: 'Store files for the caller’s company',
        description:
          'multipart/form-data: the text field `purpose` (legal_record, document, import_excel) first, then one or more `file` parts. Types are checked by content and extension; 200 MiB a file, 10 MiB for several files together (an Excel import: one file of 10 MiB).',
        consumes: ['multipart/form-data'],
        response: { 200: fileUploadResponse },
      },
    },
    async (req) => ({ data: await uploadFiles({ deps, req, ctx: requestContext(req, deps.clock) }) }),
  );
  app.get(
    '/files/:id/download',
    {
      config: { access: FILES_ACCESS.download },
      schema: {
        tags,
        summary: 'Download a stored file',
        description:
          'The file as an attachment (Content-Type from its content, UTF-8 filename*). Another company’s file answers 404.',
        params: fileIdParam,
      },
    },
    (req, reply) => downloadFile({ deps, reply, actor: req.actor!, id: req.params.id }),
  );
}
