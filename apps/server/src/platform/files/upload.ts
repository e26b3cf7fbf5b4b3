import type { FilePurpose } from '@arflow/domain/files';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../db/client.ts';
import type { ModuleDeps } from '../http/types.ts';
import { receiveUploads, requireOneStaged } from './receive.ts';
import { commitStaged } from './record.ts';

/**
 * A module's multipart call in one step: the validated fields and staged files, `commit` to run
 * the module's transaction over them, and `requireOne` to refuse anything but one file. Both
 * delete the staged files when they refuse, so no module has to remember to.
 */
export async function receiveUpload<S extends z.ZodType>(
  deps: Pick<ModuleDeps, 'db' | 'files' | 'config'>,
  req: FastifyRequest,
  fields: S,
  // Most uploads are documents of a record; legal records and user uploads name their own.
  purpose: (fields: z.infer<S>) => FilePurpose = () => 'document',
) {
  const received = await receiveUploads(req, {
    store: deps.files,
    limits: deps.config.files,
    fields,
    purpose,
  });
  const { files } = received;
  return {
    ...received,
    commit: <T>(work: (tx: Tx) => Promise<T>) =>
      commitStaged({ db: deps.db, store: deps.files, files, log: req.log }, work),
    requireOne: (refusal: () => Error) => requireOneStaged(deps.files, files, req.log, refusal),
  };
}
