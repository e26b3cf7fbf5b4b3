import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, found from this file so the server works from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** When unset, main.ts starts an embedded PostgreSQL. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  jwtSecret: string;
  /** Access-token lifetime, e.g. '8h', '15m', '30s'. */
  tokenTtl: string;
  webDist: string;
  logLevel: string;
  nodeEnv: string;
  /** Sign-in attempts allowed per IP + username per minute. */
  loginRateMax: number;
  /** Behind a reverse proxy: trust its X-Forwarded-For ('true', or its addresses/CIDRs comma-separated). */
  trustProxy: boolean | string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return n;
}

/** The JWT secret: from env, else generated once and kept in DATA_DIR so tokens survive a restart. */
function jwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  } catch {
    // first start: generate below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function trustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** The one typed reader of environment variables. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  const tokenTtl = env.TOKEN_TTL || '8h';
  if (!/^\d+[smhd]$/.test(tokenTtl))
    throw new Error(`TOKEN_TTL must look like 8h, 15m or 30s, got '${tokenTtl}'`);
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 5488),
    jwtSecret: jwtSecret(env, dataDir),
    tokenTtl,
    webDist: path.resolve(env.WEB_DIST || path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    nodeEnv: env.NODE_ENV || 'development',
    loginRateMax: int(env, 'LOGIN_RATE_MAX', 10),
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}

/** Seconds of a TOKEN_TTL value such as '8h'. */
export function ttlSeconds(ttl: string): number {
  const n = Number(ttl.slice(0, -1));
  const unit = ttl.slice(-1);
  return n * ({ s: 1, m: 60, h: 3600, d: 86400 } as Record<string, number>)[unit]!;
}
