import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** FILE_STORE=s3 settings reaching this server: pass as `createTestApp({ env })` or to loadConfig. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, pure JavaScript) on a free loopback port, with one bucket,
 * its objects in a temporary folder: the S3 driver is tested against the protocol without a
 * network or a binary download.
 */
export async function startLocalS3(bucket = 'arflow-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'arflow-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      // s3rver's fixed credentials: it checks request signatures with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      // Keep-alive sockets of S3 clients would hold close() open.
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
