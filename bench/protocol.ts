/** Messages between run.ts and the server child (server.ts) over the fork IPC channel. */
export type ServerMessage =
  | {
      type: 'ready';
      port: number;
      /** A bare Fastify instance in the same process (the baseline of issue 26 item 4). */
      barePort: number;
      database: string;
      samples: number;
      receivables: number;
      setupMs: number;
    }
  | { type: 'failed'; message: string };

export type ControlMessage = { type: 'stop' };
