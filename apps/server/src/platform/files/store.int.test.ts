import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type LocalS3, startLocalS3 } from '../../../test/s3.ts';
import { loadConfig } from '../../config.ts';
import { createFileStore } from './create-store.ts';
import { storedFiles } from './files.tables.ts';
import { LocalFileStore } from './local-store.ts';
import { FileMissingError, type FileStore, isKey } from './store.ts';
import { sweepOrphans } from './sweep.ts';

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** `total` bytes of pseudo-random content in chunks of `chunk`, as a client would stream them. */
function chunked(content: Buffer, chunk = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < content.length; i += chunk) yield content.subarray(i, i + chunk);
    })(),
  );
}

/** A stream that sends some bytes, then fails as a dropped client or a refused size would. */
function failing(after: Buffer, error: Error): Readable {
  return Readable.from(
    (async function* () {
      yield after;
      await new Promise((r) => setTimeout(r, 5));
      throw error;
    })(),
    { objectMode: false },
  );
}

async function keys(store: FileStore): Promise<string[]> {
  const out: string[] = [];
  for await (const o of store.list()) out.push(o.key);
  return out.sort();
}

let s3: LocalS3;
const localRoot = mkdtempSync(path.join(tmpdir(), 'arflow-store-'));
const drivers: Record<string, () => FileStore> = {};

beforeAll(async () => {
  s3 = await startLocalS3('contract');
  drivers.local = () => new LocalFileStore(localRoot);
  drivers.s3 = () =>
    createFileStore(
      loadConfig({ JWT_SECRET: 'test-secret-for-api-tests-only-0123456789', DATA_DIR: localRoot, ...s3.env })
        .files,
    );
});
afterAll(async () => {
  await s3?.stop();
  rmSync(localRoot, { recursive: true, force: true });
});

describe.each(['local', 's3'])('file store contract: %s', (driver) => {
  let store: FileStore;
  beforeAll(() => {
    store = drivers[driver]!();
  });
  afterAll(() => store?.close?.());

  it('puts under a new generated key, reads back, reads a range, deletes', async () => {
    await store.check();
    const content = Buffer.from('Hợp đồng mua bán nợ số 12/2026');
    const a = await store.put(Readable.from([content]), { contentType: 'text/plain' });
    const b = await store.put(Readable.from([content]), { contentType: 'text/plain' });
    expect(isKey(a.key)).toBe(true);
    expect(b.key).not.toBe(a.key);
    expect(a.size).toBe(content.length);
    expect(await bytes(await store.get(a.key))).toEqual(content);
    expect(await store.head(a.key)).toEqual({ size: content.length });
    expect(await bytes(await store.get(a.key, { start: 4, end: 10 }))).toEqual(content.subarray(4, 11));
    expect(await bytes(await store.get(a.key, { start: 20 }))).toEqual(content.subarray(20));

    await store.delete(a.key);
    expect(await store.head(a.key)).toBeUndefined();
    await expect(store.get(a.key)).rejects.toBeInstanceOf(FileMissingError);
    await store.delete(a.key); // deleting twice is not an error
    expect(await bytes(await store.get(b.key))).toEqual(content);
    await store.delete(b.key);
  });

  it('stores an empty file', async () => {
    const empty = await store.put(Readable.from([], { objectMode: false }), {
      contentType: 'application/pdf',
    });
    expect(empty.size).toBe(0);
    expect(await bytes(await store.get(empty.key))).toHaveLength(0);
    await store.delete(empty.key);
  });

  it('streams a large file in small chunks without changing a byte', async () => {
    // Over two S3 parts of 5 MiB, so the S3 driver does a real multipart upload.
    const content = randomBytes(12 * 1024 * 1024 + 123);
    const put = await store.put(chunked(content), { contentType: 'application/pdf' });
    expect(put.size).toBe(content.length);
    expect(sha(await bytes(await store.get(put.key)))).toBe(sha(content));
    await store.delete(put.key);
  });

  it('keeps concurrent puts apart', async () => {
    const contents = Array.from({ length: 8 }, (_, i) => randomBytes(200_000 + i * 1000));
    const puts = await Promise.all(
      contents.map((c) => store.put(chunked(c, 7000), { contentType: 'image/png' })),
    );
    expect(new Set(puts.map((p) => p.key)).size).toBe(8);
    for (const [i, p] of puts.entries())
      expect(sha(await bytes(await store.get(p.key)))).toBe(sha(contents[i]!));
    await Promise.all(puts.map((p) => store.delete(p.key)));
  });

  it('leaves nothing when the stream fails, and rejects with the stream’s error', async () => {
    const before = await keys(store);
    const refusal = new Error('too large');
    await expect(store.put(failing(randomBytes(1000), refusal), { contentType: 'x' })).rejects.toBe(refusal);
    // Failing after a full S3 part was sent: the multipart upload is aborted.
    await expect(
      store.put(failing(randomBytes(6 * 1024 * 1024), refusal), { contentType: 'x' }),
    ).rejects.toBe(refusal);
    expect(await keys(store)).toEqual(before);
    if (driver === 'local') expect(readdirSync(path.join(localRoot, 'tmp'))).toEqual([]);
  });

  it('lists its objects and refuses keys it did not make', async () => {
    const put = await store.put(Readable.from([Buffer.from('x')]), { contentType: 'text/plain' });
    expect(await keys(store)).toContain(put.key);
    for (const bad of ['../../etc/passwd', 'ab/cd/../../x', put.key.replace(/^../, 'zz'), '']) {
      await expect(store.get(bad)).rejects.toThrow(/not a file-store key/);
      await expect(store.delete(bad)).rejects.toThrow(/not a file-store key/);
    }
    await store.delete(put.key);
  });
});

describe('S3 configuration', () => {
  it('fails the start check with a clear message when the bucket does not exist', async () => {
    const config = loadConfig({
      JWT_SECRET: 'test-secret-for-api-tests-only-0123456789',
      DATA_DIR: localRoot,
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
    });
    const store = createFileStore(config.files);
    await expect(store.check()).rejects.toThrow(/S3 bucket 'no-such-bucket' cannot be used/);
    store.close?.();
  });

  it('refuses incomplete or malformed settings at start', () => {
    const load = (env: Record<string, string>) => () =>
      loadConfig({ JWT_SECRET: 'test-secret-for-api-tests-only-0123456789', ...env });
    expect(load({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE must be 'local' or 's3'/);
    expect(load({ FILE_STORE: 's3' })).toThrow(/needs S3_BUCKET/);
    expect(load({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(load({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/set both or neither/);
    expect(load({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(load({ FILE_MAX_BYTES: '0' })).toThrow(/FILE_MAX_BYTES/);
    const s3Files = loadConfig({ JWT_SECRET: 'test-secret-for-api-tests-only-0123456789', ...s3.env }).files;
    expect(s3Files.s3).toMatchObject({ bucket: 'contract', forcePathStyle: true, region: 'us-east-1' });
    expect(
      loadConfig({
        JWT_SECRET: 'test-secret-for-api-tests-only-0123456789',
        FILE_STORE: 's3',
        S3_BUCKET: 'b',
      }).files.s3?.forcePathStyle,
    ).toBe(false);
    // The limits can be lowered, never raised above the spec's.
    expect(
      loadConfig({ JWT_SECRET: 'test-secret-for-api-tests-only-0123456789', FILE_MAX_BYTES: '1000' }).files
        .maxFileBytes,
    ).toBe(1000);
    expect(
      loadConfig({ JWT_SECRET: 'test-secret-for-api-tests-only-0123456789', FILE_MAX_BYTES: String(2 ** 40) })
        .files.maxFileBytes,
    ).toBe(200 * 1024 * 1024);
  });
});

describe('orphan sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('removes old objects no row names, keeps recorded and recent ones and old temporaries go', async () => {
    const store = t.app.deps.files as LocalFileStore;
    const put = () => store.put(Readable.from([Buffer.from('%PDF-1.4')]), { contentType: 'application/pdf' });
    const recorded = await put();
    const orphan = await put();
    const recent = await put();
    await t.db.insert(storedFiles).values({
      key: recorded.key,
      ent_id: 1,
      purpose: 'document',
      original_name: 'a.pdf',
      content_type: 'application/pdf',
      size: recorded.size,
      sha256: 'x',
      created_at: new Date(),
    });
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of [recorded.key, orphan.key]) utimesSync(path.join(store.root, key), old, old);
    const stale = path.join(store.root, 'tmp', 'interrupted.part');
    writeFileSync(stale, 'half');
    utimesSync(stale, old, old);

    const { deleted } = await sweepOrphans({ db: t.db, store, now: new Date() });
    expect(deleted).toBe(2);
    expect(await store.head(orphan.key)).toBeUndefined();
    expect(await store.head(recorded.key)).toEqual({ size: 8 });
    expect(await store.head(recent.key)).toEqual({ size: 8 });
    expect(readdirSync(path.join(store.root, 'tmp'))).toEqual([]);
  });
});
