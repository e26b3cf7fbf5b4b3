import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../src/platform/db/client.ts';
import { mailOutbox } from '../src/platform/mail/mail.tables.ts';
import type { ApiHarness } from './api.ts';

/** The signer's certificate of a kind, issued on first ask (GET /api/signing/certificates). */
export async function certificateOf(
  h: ApiHarness,
  user: string,
  kind: 'SIGNER' | 'COMPANY' = 'SIGNER',
): Promise<number> {
  const res = await h.get('/api/signing/certificates', user);
  expect(res.statusCode).toBe(200);
  return res.json().data.find((c: { kind: string }) => c.kind === kind).id;
}

/** The code of the newest OTP mail bound to the document (what the signer reads in the mailbox). */
export function otpFor(h: ApiHarness, user: string, documentId: number): Promise<string> {
  return mailedOtp(h.t.db, user, documentId);
}

/** The same, from a database: the newest OTP mailed to a user for a document. */
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

const hasPdfsig = spawnSync('pdfsig', ['-v']).status === 0;

/** Poppler's pdfsig, where installed, finds `count` valid signatures in the PDF (else nothing is checked). */
export function expectValidSignatures(pdf: Uint8Array, count: number): void {
  if (!hasPdfsig) return;
  const f = path.join(mkdtempSync(path.join(tmpdir(), 'arflow-sig-')), 'signed.pdf');
  writeFileSync(f, pdf);
  expect(execFileSync('pdfsig', [f], { encoding: 'utf8' }).match(/Signature is Valid/g)).toHaveLength(count);
}

/** The audit actions written for one record, oldest first. */
export async function auditActions(db: DbOrTx, entity: string, id: number): Promise<string[]> {
  const audit = await db.execute<{ action: string }>(
    sql`SELECT action FROM audit_log WHERE entity = ${entity} AND entity_id = ${String(id)} ORDER BY id`,
  );
  return audit.rows.map((r) => r.action);
}

/** certificateOf and otpFor bound to one test file's harness. */
export function signingCalls(h: ApiHarness) {
  return {
    certificateOf: (user: string, kind: 'SIGNER' | 'COMPANY' = 'SIGNER') => certificateOf(h, user, kind),
    otpFor: (user: string, documentId: number) => otpFor(h, user, documentId),
  };
}
