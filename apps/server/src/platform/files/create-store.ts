import type { FilesConfig } from '../../config.ts';
import { LocalFileStore } from './local-store.ts';
import { S3FileStore } from './s3-store.ts';
import type { FileStore } from './store.ts';

/** The configured store: a folder by default, an S3-compatible bucket with FILE_STORE=s3. */
export function createFileStore(config: FilesConfig): FileStore {
  if (config.store === 's3') return new S3FileStore(config.s3!);
  return new LocalFileStore(config.dir);
}
