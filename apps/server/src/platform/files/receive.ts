import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { FILE_KINDS, type FilePurpose, UPLOAD_POLICIES } from '@arflow/domain/files';
import { msg } from '@arflow/domain/validation';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FilesConfig } from '../../config.ts';
import { AppError, type FieldMessage } from '../http/app-error.ts';
import { fieldIssues } from './fields.ts';
import { displayName } from './names.ts';
import {
  checkFileType,
  type EffectivePolicy,
  fileFieldError,
  listTooLarge,
  tooLarge,
  uploadPolicy,
} from './policy.ts';
import type { FileStore } from './store.ts';

/** A file written to the store by this request and not yet recorded in `stored_files`. */
export interface StagedFile {
  key: string;
  original_name: string;
  content_type: string;
  size: number;
  sha256: string;
}

const MOST_FILES = Math.max(...Object.values(UPLOAD_POLICIES).map((p) => p.maxFiles));
const FIELD_BYTES = 16 * 1024;

/**
 * Read a multipart upload, streaming each file into the store as it arrives: its first bytes
 * decide its type (magic bytes and extension together), and its bytes are counted and hashed
 * on the way, so an oversized file stops at the limit without being held in memory.
 *
 * The text fields come first: `purpose` (from the validated fields) picks the policy when the
 * first file starts. When anything is refused, every object this request stored is deleted
 * before the error goes out, so a refused upload leaves nothing behind. The caller records the
 * files in its transaction with `recordStaged` (record.ts), which deletes them if that fails.
 */
export async function receiveUploads<S extends z.ZodType>(
  req: FastifyRequest,
  opts: {
    store: FileStore;
    limits: Pick<FilesConfig, 'maxFileBytes' | 'maxListBytes'>;
    /** The strict schema of the text fields. */
    fields: S;
    /** Which policy applies, from the validated fields. */
    purpose: (fields: z.infer<S>) => FilePurpose;
    /** The name of the file parts (several parts of that name make a list). */
    fileField?: string;
  },
): Promise<{ fields: z.infer<S>; files: StagedFile[]; policy: EffectivePolicy }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fileField = opts.fileField ?? 'file';
  const raw: Record<string, string> = Object.create(null);
  const staged: StagedFile[] = [];
  let policy: EffectivePolicy | undefined;
  const decidePolicy = () => {
    const checked = fieldIssues(opts.fields, raw);
    if (!checked.ok) throw new AppError('VALIDATION', { fields: checked.fields });
    policy = uploadPolicy(opts.purpose(checked.data), opts.limits);
    return policy;
  };

  try {
    const parts = req.parts({
      limits: {
        // One byte over the limit reaches the meter below, which answers FILE_TOO_LARGE.
        fileSize: opts.limits.maxFileBytes + 1,
        files: MOST_FILES + 1,
        fields: 20,
        fieldSize: FIELD_BYTES,
        parts: MOST_FILES + 21,
      },
    });
    for await (const part of malformedAsBadRequest(parts)) {
      if (part.type === 'field') {
        const name = part.fieldname;
        if (part.valueTruncated) throw fieldError(name, msg('max_length', { max: FIELD_BYTES }));
        if (name in raw) throw fieldError(name, 'invalid');
        raw[name] = String(part.value);
        continue;
      }
      if (part.fieldname !== fileField) {
        part.file.destroy();
        throw fieldError(part.fieldname, msg('unknown_field', { field: part.fieldname }));
      }
      const p = policy ?? decidePolicy();
      if (staged.length >= p.maxFiles) {
        part.file.destroy();
        throw fileFieldError(fileField, 'FILE_TOO_MANY', { max: p.maxFiles });
      }
      const listed = staged.reduce((sum, f) => sum + f.size, 0);
      if (staged.length > 0 && listed > p.maxListBytes) {
        part.file.destroy();
        throw listTooLarge(p);
      }
      staged.push(
        await stageFile(part, { store: opts.store, policy: p, fileField, listed, index: staged.length }),
      );
    }

    const checked = fieldIssues(opts.fields, raw);
    if (!checked.ok || staged.length === 0) {
      // Every missing or wrong field at once: the purpose's message and the file's together.
      const fields: Record<string, FieldMessage[]> = Object.create(null);
      if (!checked.ok) Object.assign(fields, checked.fields);
      if (staged.length === 0) Object.assign(fields, fileFieldError(fileField, 'FILE_REQUIRED').fields);
      throw new AppError(checked.ok ? 'FILE_REQUIRED' : 'VALIDATION', { fields });
    }
    return { fields: checked.data, files: staged, policy: policy! };
  } catch (err) {
    // The rest of the body is discarded so the client reads the refusal on a healthy connection.
    req.raw.resume();
    await discardStaged(opts.store, staged, req.log);
    throw multipartError(err, policy, fileField);
  }
}

function fieldError(field: string, key: string): AppError {
  const fields: Record<string, FieldMessage[]> = Object.create(null);
  fields[field] = [key];
  return new AppError('VALIDATION', { fields });
}

/**
 * The body's parser fails with plain errors ("Boundary not found", "Unexpected end of form"):
 * those are the client's malformed body, a 400, unlike a failure of the store (a 500).
 */
async function* malformedAsBadRequest<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<T>;
      try {
        next = await it.next();
      } catch (err) {
        if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number')
          throw err;
        throw new AppError('BAD_REQUEST', { cause: err });
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await it.return?.();
  }
}

/** The multipart plugin's own limits, as the catalogue's errors. */
function multipartError(err: unknown, policy: EffectivePolicy | undefined, fileField: string): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' && policy) return tooLarge(policy);
  if (code === 'FST_FILES_LIMIT' && policy)
    return fileFieldError(fileField, 'FILE_TOO_MANY', { max: policy.maxFiles });
  return err;
}

/** One file: its head decides the type, then head and rest stream through the meter into the store. */
async function stageFile(
  part: MultipartFile,
  o: { store: FileStore; policy: EffectivePolicy; fileField: string; listed: number; index: number },
): Promise<StagedFile> {
  const { policy } = o;
  const source = malformedAsBadRequest(part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < policy.sniffBytes) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  let type: Awaited<ReturnType<typeof checkFileType>>;
  try {
    if (headBytes > policy.maxFileBytes) throw tooLarge(policy);
    type = await checkFileType(Buffer.concat(head), part.filename, policy, o.fileField);
  } catch (err) {
    await source.return?.(undefined);
    throw err;
  }

  const hash = createHash('sha256');
  let size = 0;
  async function* metered(): AsyncGenerator<Buffer> {
    const meter = (chunk: Buffer) => {
      size += chunk.length;
      if (size > policy.maxFileBytes) throw tooLarge(policy);
      // A list: every file after the first counts toward the list's limit, with the ones before it.
      if (o.index > 0 && o.listed + size > policy.maxListBytes) throw listTooLarge(policy);
      hash.update(chunk);
      return chunk;
    };
    try {
      for (const chunk of head) yield meter(chunk);
      if (!ended) {
        for (let next = await source.next(); !next.done; next = await source.next()) yield meter(next.value);
      }
      if (part.file.truncated) throw tooLarge(policy);
    } finally {
      await source.return?.(undefined);
    }
  }
  const stored = await o.store.put(Readable.from(metered(), { objectMode: false }), {
    contentType: type.mime,
  });
  return {
    key: stored.key,
    original_name: displayName(part.filename, FILE_KINDS[type.kind].extensions[0]),
    content_type: type.mime,
    size,
    sha256: hash.digest('hex'),
  };
}

/** Delete objects a failed request stored; a failure here leaves an orphan for the sweep. */
export async function discardStaged(
  store: FileStore,
  files: readonly StagedFile[],
  log?: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    files.map((f) =>
      store.delete(f.key).catch((err: unknown) => {
        log?.error({ err, key: f.key }, 'could not delete a refused upload; the orphan sweep will');
      }),
    ),
  );
}

/**
 * A single-file upload's guard: anything but exactly one file is deleted from the store and
 * refused with the caller's error (its own code or field message).
 */
export async function requireOneStaged(
  store: FileStore,
  files: readonly StagedFile[],
  log: FastifyBaseLogger,
  refusal: () => Error,
): Promise<void> {
  if (files.length === 1) return;
  await discardStaged(store, files, log);
  throw refusal();
}
