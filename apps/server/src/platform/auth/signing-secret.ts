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
  return opts.fromEnv || appSecret(opts.db, NAME);
}

/** A secret generated once and shared through the database by every instance (see above). */
export async function appSecret(db: DbOrTx, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`the secret ${name} could not be stored`);
  return row.value;
}
