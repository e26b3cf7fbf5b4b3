import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Issue 26 item 3: a list must reach at least 70% of what PostgreSQL alone achieves on the same
 * SQL with the same parameters. The bench server records the statements one request of a scenario
 * runs on its connection (server.ts, `capture`), in order: the transaction, the request's scope
 * and role, the list's SELECTs. pgbench replays that as one transaction per request, with the
 * same number of clients, the parameters sent as parameters (`-M prepared`: each `:name` becomes a
 * `$n` of a prepared statement, as node-postgres sends them).
 */
export interface Statement {
  text: string;
  /** Already in the text form node-postgres sends (pg.utils.prepareValue); null is SQL NULL. */
  params: (string | null)[];
}

export interface PgbenchResult {
  tps: number;
  clients: number;
  seconds: number;
}

export const PGBENCH_RATIO_TARGET = 0.7;
const PGBENCH_SECONDS = 10;

/** pgbench's script and its variables: `$n` of statement i becomes `:s{i}p{n}`, given with -D. */
export function pgbenchScript(statements: readonly Statement[]): { script: string; vars: string[] } {
  const vars: string[] = [];
  const lines = statements.map((st, i) => {
    const text = st.text.replace(/\s+/g, ' ').trim().replace(/;$/, '');
    const sql = text.replace(/\$(\d+)\b/g, (_m, n: string) => {
      const value = st.params[Number(n) - 1];
      // pgbench's variables are strings: NULL is written into the text, as the server sends it.
      if (value === null || value === undefined) return 'NULL';
      const name = `s${i}p${n}`;
      if (!vars.some((v) => v.startsWith(`${name}=`))) vars.push(`${name}=${value}`);
      return `:${name}`;
    });
    return `${sql};`;
  });
  return { script: `${lines.join('\n')}\n`, vars };
}

/** The tps pgbench prints (`tps = 123.4 (without initial connection time)`). */
export function parseTps(output: string): number | undefined {
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  return match ? Number(match[1]) : undefined;
}

/** Runs pgbench on the statements; undefined with the reason when pgbench is not installed. */
export async function runPgbench(
  url: string,
  statements: readonly Statement[],
  clients: number,
): Promise<PgbenchResult | { missing: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arflow-pgbench-'));
  try {
    const { script, vars } = pgbenchScript(statements);
    const file = path.join(dir, 'request.sql');
    writeFileSync(file, script);
    writeFileSync(path.join(dir, 'variables.txt'), `${vars.join('\n')}\n`);
    const args = [
      '--no-vacuum',
      `--client=${clients}`,
      '--jobs=2',
      `--time=${PGBENCH_SECONDS}`,
      '--protocol=prepared',
      `--file=${file}`,
      ...vars.flatMap((v) => ['-D', v]),
      url,
    ];
    try {
      const { stdout } = await promisify(execFile)('pgbench', args, { maxBuffer: 16 * 1024 * 1024 });
      const tps = parseTps(stdout);
      if (tps === undefined) throw new Error(`pgbench printed no tps:\n${stdout.slice(-500)}`);
      return { tps, clients, seconds: PGBENCH_SECONDS };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT')
        return { missing: 'pgbench is not installed (Debian: postgresql-client)' };
      throw err;
    }
  } finally {
    // BENCH_PGBENCH_KEEP=1: the script stays for a look (its folder is printed).
    if (process.env.BENCH_PGBENCH_KEEP) console.log(`  pgbench script kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
