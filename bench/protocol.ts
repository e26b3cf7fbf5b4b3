import type { Statement } from './pgbench.ts';

/** Messages between run.ts and the server child (server.ts) over the fork IPC channel. */
export type ServerMessage =
  | {
      type: 'ready';
      port: number;
      /** A bare Fastify instance in the same process (the baseline of issue 26 item 4). */
      barePort: number;
      database: string;
      /** The database's URL, for pgbench (pgbench.ts) on the same SQL. */
      databaseUrl: string;
      samples: number;
      receivables: number;
      setupMs: number;
    }
  | { type: 'failed'; message: string }
  /** The capture has begun: the next request's statements are recorded. */
  | { type: 'capturing' }
  /** What the server's connections ran while capturing (pgbench.ts replays it). */
  | { type: 'captured'; statements: Statement[] };

export type ControlMessage = { type: 'stop' } | { type: 'capture'; on: boolean };
