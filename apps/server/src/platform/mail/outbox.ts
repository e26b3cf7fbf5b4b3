import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from './mail.tables.ts';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  meta?: Record<string, unknown>;
}

/** Whatever delivers e-mail (SMTP, an API). It throws when the mail was not accepted. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/** The default sender: logs the e-mail (without its body, which may hold a link) and sends nothing. */
export function logMailSender(log: FastifyBaseLogger): MailSender {
  return {
    async send(mail) {
      log.info({ mail: { kind: mail.kind, to: mail.to, subject: mail.subject } }, 'mail (log sender)');
    },
  };
}

/** PostgreSQL delivers a NOTIFY only when its transaction commits: the outbox's wake-up call. */
export const MAIL_CHANNEL = 'arflow_mail';

/**
 * Queue an e-mail in the caller's transaction: it exists only if the change that causes it
 * commits, and the commit wakes the sender (jobs/boss.ts listens), so it leaves at once; the
 * minute tick sends whatever a missed wake-up left.
 */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail, now: Date): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ ...mail, meta: mail.meta ?? null, created_at: now })
    .returning({ id: mailOutbox.id });
  await tx.execute(sql`SELECT pg_notify(${MAIL_CHANNEL}, '')`);
  return row!.id;
}

const MAX_ATTEMPTS = 5;

/**
 * Send the unsent e-mails, oldest first, a batch at a time. Rows are locked with SKIP LOCKED, so
 * several instances deliver side by side without sending a mail twice; a failure is recorded on
 * the row and retried on a later run, at most MAX_ATTEMPTS times.
 */
export async function deliverOutbox(opts: {
  db: Db;
  sender: MailSender;
  now: Date;
  batch?: number;
}): Promise<number> {
  let sent = 0;
  await opts.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sent_at), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.id))
      .limit(opts.batch ?? 50)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      try {
        await opts.sender.send({
          kind: row.kind,
          to: row.to,
          subject: row.subject,
          body: row.body,
          ...(row.meta ? { meta: row.meta as Record<string, unknown> } : {}),
        });
        await tx
          .update(mailOutbox)
          .set({ sent_at: opts.now, attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, row.id));
        sent += 1;
      } catch (err) {
        await tx
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} + 1`, last_error: String(err).slice(0, 500) })
          .where(eq(mailOutbox.id, row.id));
      }
    }
  });
  return sent;
}
