import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { UserState } from '../../platform/auth/user-state.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { sendStoredFile } from '../../platform/files/download.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ModuleDeps } from '../../platform/http/types.ts';

/** Stream a stored file of the caller's scope; another company's id, or a deleted file, is 404. */
export async function downloadFile(opts: {
  deps: ModuleDeps;
  reply: FastifyReply;
  actor: UserState;
  id: number;
}): Promise<FastifyReply> {
  const { deps, reply, actor, id } = opts;
  const [file] = await deps.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), isNull(storedFiles.deleted_at), ownedBy(actor, storedFiles.ent_id)));
  if (!file) throw new AppError('NOT_FOUND');
  return sendStoredFile(reply, deps.files, file);
}
