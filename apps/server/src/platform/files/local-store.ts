import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertKey,
  FileMissingError,
  type FileStore,
  isKey,
  newKey,
  type StoredObjectInfo,
} from './store.ts';

const TMP = 'tmp';

/**
 * Files in a folder (default `<DATA_DIR>/files`), one per key under its sharded sub-folders.
 * A write goes to `tmp/` first and is renamed into place once flushed, so a crash leaves a
 * stray temporary file (swept later) but never a half file under a key.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(body: Readable, _meta: { contentType: string }): Promise<{ key: string; size: number }> {
    const key = newKey();
    const final = this.pathOf(key);
    const tmpDir = path.join(this.root, TMP);
    const tmp = path.join(tmpDir, `${randomUUID()}.part`);
    await mkdir(tmpDir, { recursive: true });
    try {
      const out = createWriteStream(tmp, { flags: 'wx', mode: 0o600, flush: true });
      await pipeline(body, out);
      // The shard folder only once there is a file for it: a refused upload leaves no folder.
      await mkdir(path.dirname(final), { recursive: true });
      await rename(tmp, final);
      return { key, size: out.bytesWritten };
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string, range?: { start: number; end?: number }): Promise<Readable> {
    const file = this.pathOf(key);
    // Open first so a missing file is an error here, not on the response stream.
    const handle = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') throw new FileMissingError(key);
      throw err;
    });
    return handle.createReadStream(range ?? {});
  }

  async head(key: string): Promise<{ size: number } | undefined> {
    try {
      return { size: (await stat(this.pathOf(key))).size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObjectInfo> {
    for (const a of await entries(this.root)) {
      if (a === TMP) continue;
      for (const b of await entries(path.join(this.root, a))) {
        for (const name of await entries(path.join(this.root, a, b))) {
          const key = `${a}/${b}/${name}`;
          if (!isKey(key)) continue;
          const info = await stat(path.join(this.root, a, b, name)).catch(() => undefined);
          if (info?.isFile()) yield { key, modified: info.mtime };
        }
      }
    }
  }

  /** Temporary files older than `before`: writes a crash or a kill interrupted. */
  async removeStaleTemporaries(before: Date): Promise<number> {
    let removed = 0;
    for (const name of await entries(path.join(this.root, TMP))) {
      const file = path.join(this.root, TMP, name);
      const info = await stat(file).catch(() => undefined);
      if (info && info.mtime < before) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async check(): Promise<void> {
    const probe = path.join(this.root, TMP, `check-${randomUUID()}`);
    try {
      await mkdir(path.dirname(probe), { recursive: true });
      await (await open(probe, 'wx', 0o600)).close();
      await rm(probe, { force: true });
    } catch (err) {
      throw new Error(`file store folder ${this.root} is not writable: ${(err as Error).message}`);
    }
  }
}

async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
