import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appSecrets } from './app-secrets.tables.ts';

const NAME = 'jwt_signing_key';

/**
 * The token signing secret: JWT_SECRET when set (checked at start by config.ts), else one
 * generated on the first start and kept in the database, so every instance on the database
 * accepts the others' tokens. Two instances starting together both try to insert theirs;
 * ON CONFLICT DO NOTHING keeps the first and both read it back.
 */
export async function signingSecret(opts: { db: DbOrTx; fromEnv: string | undefined }): Promise<string> {
  if (opts.fromEnv) return opts.fromEnv;
  await opts.db
    .insert(appSecrets)
    .values({ name: NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await opts.db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, NAME));
  if (!row) throw new Error('the token signing secret could not be stored');
  return row.value;
}
