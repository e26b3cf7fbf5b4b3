import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id (architecture guide): 19 MiB, 2 passes, 1 lane.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Verify against a throw-away hash so an unknown username costs as long as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-1!');
  await verifyPassword(await dummy, password);
}
