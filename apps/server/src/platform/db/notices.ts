import type pg from 'pg';

/** What a channel's listener does with a NOTIFY, and when notices may have been missed. */
export interface NoticeHandler {
  notice(payload: string): void;
  /** On every (re)connection: what was sent while not listening is lost. */
  missed(): void;
}

/**
 * The instance's one LISTEN connection, for every channel that tells instances of a change
 * (the user-state cache, the OpenID provider's keys). Handlers are added before `listen`; a
 * lost connection is replaced after a second, and every handler hears it may have missed some.
 */
export class Notices {
  private readonly handlers = new Map<string, NoticeHandler>();
  private listener: pg.PoolClient | undefined;
  private closed = false;

  constructor(private readonly pool: pg.Pool) {}

  on(channel: string, handler: NoticeHandler): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name '${channel}'`);
    this.handlers.set(channel, handler);
  }

  async listen(): Promise<void> {
    if (this.closed) return;
    try {
      const client = await this.pool.connect();
      this.listener = client;
      client.on('notification', (n) => this.handlers.get(n.channel)?.notice(n.payload ?? ''));
      client.on('error', () => this.reconnect(client));
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
      this.missed();
    } catch {
      this.reconnect(undefined);
    }
  }

  private missed(): void {
    for (const handler of this.handlers.values()) handler.missed();
  }

  private reconnect(client: pg.PoolClient | undefined): void {
    if (client) {
      // 'error' can fire more than once for one connection: handle it once.
      if (this.listener !== client) return;
      try {
        client.release(true);
      } catch {
        // already released
      }
    }
    this.listener = undefined;
    this.missed();
    if (!this.closed) setTimeout(() => void this.listen(), 1000).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.listener;
    this.listener = undefined;
    if (client) {
      await client.query('UNLISTEN *').catch(() => {});
      client.release();
    }
  }
}
