import type { DevMailboxQuery, DevMailItem } from '@arflow/domain/api/dev-mailbox';
import { DEV_MAILBOX_LIMIT } from '@arflow/domain/api/dev-mailbox';
import { desc, ilike } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The newest mails of the outbox (sent, waiting or failed), optionally for one address. */
export async function findMails(opts: { db: Db; query: DevMailboxQuery }): Promise<{ data: DevMailItem[] }> {
  const to = opts.query.to;
  const rows = await opts.db
    .select()
    .from(mailOutbox)
    .where(to ? ilike(mailOutbox.to, `%${escapeLike(to)}%`) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(DEV_MAILBOX_LIMIT);
  return {
    data: rows.map((r) => ({
      ...pickFields(r, ['id', 'kind', 'to', 'subject', 'body']),
      state: r.sent_at ? 'SENT' : r.last_error ? 'FAILED' : 'QUEUED',
      created_at: r.created_at.toISOString(),
      sent_at: r.sent_at?.toISOString() ?? null,
    })),
  };
}
