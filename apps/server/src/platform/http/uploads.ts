import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface Upload {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * The one file of a multipart request, read into memory; a file over `maxBytes` (default: the
 * multipart plugin's limit in app.ts) answers 413 in the error shape. @fastify/multipart's
 * `toBuffer()` throws for an oversized file only when the limit is noticed while it still reads:
 * otherwise it returns the data cut at the limit as if complete (fastify-multipart issue #542;
 * reproduced here 10 times in 10 with a 5 MB upload from another process), so `truncated` is
 * checked after reading too.
 */
export async function readUpload(req: FastifyRequest, maxBytes?: number): Promise<Upload | undefined> {
  const part = await req.file(maxBytes === undefined ? {} : { limits: { fileSize: maxBytes } });
  if (!part) return undefined;
  const data = await part.toBuffer();
  if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
  return { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data };
}

/**
 * The OpenAPI schema of an upload route: the text fields the request carries first, then its
 * files (one, or one or more) of the document types. E.g. multipartSchema({ tags, fields: 'the
 * text field `setup_id`', response }) describes "multipart/form-data: the text field `setup_id`,
 * then one or more `file` parts (pdf, png, jpg, jpeg, gif)."
 */
export function multipartSchema<R>(o: {
  tags: string[];
  fields: string;
  files?: 'one' | 'many';
  summary?: string;
  response?: R;
}) {
  const files = o.files === 'one' ? 'one `file` part' : 'one or more `file` parts';
  return {
    tags: o.tags,
    ...(o.summary === undefined ? {} : { summary: o.summary }),
    description: `multipart/form-data: ${o.fields}, then ${files} (pdf, png, jpg, jpeg, gif).`,
    consumes: ['multipart/form-data'],
    ...(o.response === undefined ? {} : { response: o.response }),
  };
}
