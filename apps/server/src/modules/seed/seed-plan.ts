export type SeedPlan = 'demo' | 'first-master';

/**
 * What a start seeds. The embedded database is a newcomer's try-out: the demo world, as ever.
 * A DATABASE_URL is a real deployment: the demo world only when ARFLOW_DEMO=1 asks for it,
 * otherwise a first MASTER with a one-time password. ARFLOW_DEMO=0 also keeps an embedded
 * database free of demo accounts.
 */
export function seedPlan(opts: { embeddedDatabase: boolean; demo: boolean | undefined }): SeedPlan {
  return (opts.demo ?? opts.embeddedDatabase) ? 'demo' : 'first-master';
}

/** Accounts whose password is published must not be reachable from the network by default. */
export function listenHost(configured: string | undefined, demoAccounts: boolean): string {
  return configured ?? (demoAccounts ? '127.0.0.1' : '0.0.0.0');
}
