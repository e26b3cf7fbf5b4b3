import type { FastifyReply } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { attachmentDisposition } from './names.ts';
import { FileMissingError, type FileStore } from './store.ts';

/**
 * Send a stored file the caller's use-case has already found within the caller's scope. It is
 * always a download (`attachment`), typed from the magic bytes recorded at upload, never sniffed
 * by the browser and never kept in a shared cache. A row whose object has gone from the store
 * is logged loudly and answered as not found.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  store: FileStore,
  file: { id: number; key: string; original_name: string; content_type: string; size: number },
): Promise<FastifyReply> {
  let body: Awaited<ReturnType<FileStore['get']>>;
  try {
    body = await store.get(file.key);
  } catch (err) {
    if (!(err instanceof FileMissingError)) throw err;
    reply.log.error({ fileId: file.id }, 'stored file row without its object in the file store');
    throw new AppError('NOT_FOUND');
  }
  return reply
    .header('content-type', file.content_type)
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(file.original_name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
