import pg from 'pg';
import { MAIL_CHANNEL } from './outbox.ts';

/**
 * Run `deliver` each time a transaction that queued a mail commits (enqueueMail's NOTIFY), one
 * run at a time: a wake-up arriving during a run makes one more run after it, so a mail
 * committed meanwhile is not left to the minute tick. Answers a function that stops listening.
 */
export async function wakeOnMail(opts: {
  connectionString: string;
  deliver: () => Promise<void>;
  onError: (err: unknown) => void;
}): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: opts.connectionString });
  client.on('error', opts.onError);
  await client.connect();
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = opts
      .deliver()
      .catch(opts.onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  client.on('notification', run);
  await client.query(`LISTEN ${MAIL_CHANNEL}`);
  return async () => {
    await running;
    await client.end().catch(() => {});
  };
}
