import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** An object of the store, as a sweep lists it. */
export interface StoredObjectInfo {
  key: string;
  modified: Date;
}

/**
 * Where file bytes live: a folder on this machine, or an S3-compatible bucket that several
 * server instances share. The store only keeps bytes under keys it generates itself; what a
 * file is, who owns it and who may read it lives in the `stored_files` table.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /**
   * Write a stream under a new key and answer the key and the bytes written. When the stream
   * fails (too large, client gone) the promise rejects with the stream's error and nothing
   * stays under the key.
   */
  put(body: Readable, meta: { contentType: string }): Promise<{ key: string; size: number }>;
  /** The bytes of a key, or of a byte range of it (both ends inclusive). Missing: FileMissingError. */
  get(key: string, range?: { start: number; end?: number }): Promise<Readable>;
  /** The size of a key's object, or undefined when there is none. */
  head(key: string): Promise<{ size: number } | undefined>;
  /** Remove a key's object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object of the store (for the orphan sweep), in no particular order. */
  list(): AsyncIterable<StoredObjectInfo>;
  /** Fails with a clear message when the store cannot be used (checked at start). */
  check(): Promise<void>;
  /** Release connections (the app's onClose). */
  close?(): void;
}

export class FileMissingError extends Error {
  constructor(key: string) {
    super(`stored file ${key} is missing from the file store`);
    this.name = 'FileMissingError';
  }
}

const KEY_RE = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A new storage key: a random UUID sharded into two folder levels ('3f/a2/3fa2…') so no folder
 * grows past a few thousand entries. Keys never come from user input, so a name cannot become
 * a path.
 */
export function newKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
}

/** A key of the shape `newKey` makes; anything else is refused before it reaches a path or a bucket. */
export function isKey(key: string): boolean {
  return KEY_RE.test(key) && key.slice(6, 10) === `${key.slice(0, 2)}${key.slice(3, 5)}`;
}

export function assertKey(key: string): void {
  if (!isKey(key)) throw new Error(`not a file-store key: ${JSON.stringify(key).slice(0, 80)}`);
}
