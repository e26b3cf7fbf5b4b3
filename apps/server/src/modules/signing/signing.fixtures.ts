import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';

/** Tests: the newest OTP mailed to a user for a document (what the signer reads in the mailbox). */
export async function mailedOtp(db: DbOrTx, username: string, documentId: number): Promise<string> {
  const [u] = (await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE username = ${username}`)).rows;
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'otp'),
        sql`${mailOutbox.meta}->>'subject' = ${`signing_document:${documentId}`}`,
        sql`(${mailOutbox.meta}->>'user_id')::int = ${u!.id}`,
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /ARFlow OTP: (\d{6})/.exec(mail!.subject)![1]!;
}
