/**
 * What each scenario must reach, at 16 concurrent connections on the reference machine: 2 cores
 * shared with other work, the load generator, the API and an embedded PostgreSQL on the same host.
 * A run missing one exits non-zero. p95 is the latency 95% of the measured requests stayed
 * under; minRps the throughput floor. The values leave about 1.5× headroom over what a busy
 * machine measured (bench/README.md), so they catch regressions rather than neighbours' load.
 */
export interface Target {
  p95Ms: number;
  minRps: number;
}

export const TARGETS = {
  /** The list every user opens first: 10 rows by last update plus the total count (a 50,000-row scan). */
  'samples-page1': { p95Ms: 250, minRps: 100 },
  /**
   * Keyword + sort + page 200: ILIKE '%…%' on three columns scans the whole table twice (count,
   * then the page). Slow today: tighten when the lists get trigram indexes (see README).
   */
  'samples-search-deep': { p95Ms: 1500, minRps: 12 },
  /** Auth hook (JWT verify + token-version cache) and one small query. */
  'user-me': { p95Ms: 40, minRps: 500 },
  /** argon2id (19 MiB, 2 passes) per request, slow by design; 16 at once queue for 2 cores. */
  'auth-login': { p95Ms: 1500, minRps: 20 },
} as const satisfies Record<string, Target>;

export type ScenarioId = keyof typeof TARGETS;
