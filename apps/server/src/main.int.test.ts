import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';

// The real server as `npm start` runs it, on an embedded PostgreSQL of its own, stopped the way
// a terminal stops it: SIGINT to the whole process group.

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something listens on the port; the probe hangs up at once (an open one would delay a stop). */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  dataDir: string;
  port: number;
  pgPort: number;
}

let running: Running | undefined;

async function startServer(): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arflow-stop-'));
  // mkdtemp makes the folder 0700: as root, PostgreSQL runs as 'postgres' and must enter it.
  chmodSync(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'stop-test-secret-0123456789-0123456789',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  // detached: a process group of its own, like a command started from a terminal.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  running = { child, output: () => out, exited, dataDir, port, pgPort };
  return running;
}

/** Ctrl+C in a terminal: SIGINT to every process of the foreground group. */
const ctrlC = (r: Running) => process.kill(-r.child.pid!, 'SIGINT');

function expectCleanStop(r: Running, code: number | null) {
  const out = r.output();
  expect(out).not.toMatch(/terminating connection/i);
  // pino's error and fatal levels, and anything printed by console.error or an uncaught throw.
  expect(out).not.toMatch(/"level":(50|60)/);
  expect(out).not.toMatch(/^\s*at |Error:/m);
  expect(code, out).toBe(0);
  // PostgreSQL was stopped, cleanly (it removes its pid file last), and not left running.
  expect(existsSync(path.join(r.dataDir, 'pg', 'postmaster.pid')), out).toBe(false);
}

afterEach(async () => {
  const r = running;
  running = undefined;
  if (!r) return;
  if (r.child.exitCode === null && r.child.signalCode === null) {
    try {
      process.kill(-r.child.pid!, 'SIGKILL');
    } catch {}
  }
  // Whatever the outcome, no PostgreSQL may outlive the test.
  const pidFile = path.join(r.dataDir, 'pg', 'postmaster.pid');
  if (existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  rmSync(r.dataDir, { recursive: true, force: true });
});

describe('stopping the server (Ctrl+C)', () => {
  it('stops server, jobs, then database with no error once started', { timeout: 120_000 }, async () => {
    const r = await startServer();
    await expect
      .poll(
        async () => {
          if (r.child.exitCode !== null) throw new Error(`server exited early:\n${r.output()}`);
          const res = await fetch(`http://127.0.0.1:${r.port}/api/ready`).catch(() => undefined);
          return res?.status;
        },
        { timeout: 90_000, interval: 250 },
      )
      .toBe(200);

    ctrlC(r);
    expectCleanStop(r, await r.exited);
    expect(r.output()).toMatch(/stopping \(SIGINT\)/);
    expect(await accepts(r.pgPort)).toBe(false);
  });

  it('stops cleanly when the signal arrives during start-up', { timeout: 120_000 }, async () => {
    const r = await startServer();
    // The embedded PostgreSQL answers: the server is connecting, migrating or seeding.
    await expect
      .poll(
        async () => {
          if (r.child.exitCode !== null) throw new Error(`server exited early:\n${r.output()}`);
          return accepts(r.pgPort);
        },
        { timeout: 90_000, interval: 50 },
      )
      .toBe(true);

    ctrlC(r);
    expectCleanStop(r, await r.exited);
    expect(await accepts(r.pgPort)).toBe(false);
  });
});
