import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD } from '@arflow/domain/constants';

/**
 * The repository: the nearest folder above this module that holds the server's migrations. Found,
 * not counted, because this module runs from apps/server/src under tsx and from a bundle elsewhere
 * (apps/server/dist, bench/dist) in production and the benchmark.
 */
export const REPO_ROOT = (() => {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps/server/drizzle'))) return dir;
    if (path.dirname(dir) === dir) throw new Error('apps/server/drizzle not found above the server');
  }
})();

export interface Config {
  port: number;
  /** HOST; when unset main.ts listens on 127.0.0.1 if demo accounts exist, else on 0.0.0.0. */
  host: string | undefined;
  /** When unset, main.ts starts an embedded PostgreSQL. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  /** JWT_SECRET (at least 32 bytes); when unset a secret is generated once and kept in the database. */
  jwtSecret: string | undefined;
  /** ARFLOW_DEMO: 1 seeds the demo world, 0 never does; unset: only on the embedded database. */
  demo: boolean | undefined;
  /** Access-token lifetime, e.g. '8h', '15m', '30s'. */
  tokenTtl: string;
  webDist: string;
  logLevel: string;
  nodeEnv: string;
  /** Failed sign-ins allowed per account and address in a 15-minute window. */
  loginRateMax: number;
  /** Failed sign-ins allowed per account from all addresses together in a 15-minute window. */
  loginAccountRateMax: number;
  /** Failed sign-ins allowed per address over all usernames in a 15-minute window. */
  loginAddressRateMax: number;
  /** Username checks (GET /user/check/{name}) allowed per address in a 15-minute window. */
  userCheckRateMax: number;
  /** Password changes allowed per account in a 15-minute window. */
  changePasswordRateMax: number;
  /** Invitation checks and registrations (GET /auth/check-join, POST /user/register) per address in a 15-minute window. */
  joinRateMax: number;
  forgotRateMax: number;
  forgotAccountRateMax: number;
  /** How long a client may take to send a request (platform/http/timeouts.ts, README "Timeouts"). */
  http: HttpTimeouts;
  /** Behind a reverse proxy: trust its X-Forwarded-For ('true', or its addresses/CIDRs comma-separated). */
  trustProxy: boolean | string;
  /** The file store (platform/files): where uploads and generated documents are kept. */
  files: FilesConfig;
  /** PUBLIC_URL: the portal's address as users reach it, for links in e-mails (invitations). */
  publicUrl: string;
  /** The accounting system's endpoint for the integration log (INTEGRATION_URL, INTEGRATION_TOKEN). */
  integration: { url: string | undefined; token: string | undefined };
  /** MAIL_SENDER: 'log' (default; the e-mail is logged, nothing is sent) or 'smtp' (SMTP_* below). */
  mailSender: 'log' | 'smtp';
  /** The SMTP server when MAIL_SENDER=smtp (platform/mail/smtp-sender.ts). */
  smtp: SmtpConfig | undefined;
  /**
   * SIGNING_KEY_SECRET: seals the signing CA's and certificates' private keys at rest
   * (platform/signing/key-vault.ts). Unset: DEV_SIGNING_KEY_SECRET, fit only for development.
   */
  signingKeySecret: string;
  /**
   * EXPORT_SLOTS: list exports running at once on this instance (2). Each holds a pool connection
   * and a cursor until its last row; more wait for a slot with 429 rather than starve the pool.
   */
  exportSlots: number;
  /** Single sign-on: the embedded OpenID provider or an external one (platform/oidc, README). */
  oidc: OidcConfig;
}

export interface OidcConfig {
  /** AUTH_MODE: 'password' (the sign-in page posts the password) or 'oidc' (it starts the code flow). */
  authMode: 'password' | 'oidc';
  /** OIDC_ISSUER unset: the embedded provider at `<PUBLIC_URL>/oidc`. */
  issuer: string;
  embedded: boolean;
  /** OIDC_CLIENT_ID: the portal, a public client. */
  clientId: string;
  /** OIDC_AUDIENCE: the `aud` the API requires of an access token. */
  audience: string;
  /** OIDC_API_SCOPE: the API's scope the portal asks for besides `openid profile`. */
  apiScope: string;
  /** OIDC_USER_CLAIM: the access-token claim whose value is an account's username or e-mail. */
  userClaim: string;
  /** OIDC_KEY_ROTATION_DAYS: the embedded provider makes a new signing key at a start after this. */
  keyRotationDays: number;
  /** OIDC_ACCESS_TOKEN_TTL: the embedded provider's access-token life in seconds (from e.g. '15m'). */
  accessTokenTtl: number;
}

/** The published development default of SIGNING_KEY_SECRET (docs/signing.md): never in production. */
export const DEV_SIGNING_KEY_SECRET = 'arflow-development-signing-key-secret';

export interface HttpTimeouts {
  /** HEADERS_TIMEOUT_MS: the request line and headers must have arrived within this time. */
  headersMs: number;
  /** BODY_TIMEOUT_MS: a body must have arrived within this time, plus the time its size earns below. */
  bodyMs: number;
  /** BODY_MIN_RATE: bytes a second that earn a large body (an upload) one more second. */
  bodyMinBytesPerSecond: number;
  /** KEEP_ALIVE_TIMEOUT_MS: an idle connection is closed after this time between requests. */
  keepAliveMs: number;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** SMTP_SECURE=1: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Both or neither. */
  auth: { user: string; pass: string } | undefined;
  /** SMTP_FROM, e.g. 'ARFlow <no-reply@arflow.vn>'. */
  from: string;
}

export interface S3Config {
  /** Unset: AWS S3 itself; set for any S3-compatible store (MinIO, Ceph, R2, …). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither; neither uses the SDK's default chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface FilesConfig {
  store: 'local' | 's3';
  /** Folder of the local store: `<DATA_DIR>/files`. */
  dir: string;
  s3: S3Config | undefined;
  /** Can only lower the spec's limits (200 MiB a file, 10 MiB a list); tests use small ones. */
  maxFileBytes: number;
  maxListBytes: number;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return n;
}

/** HS256 keys shorter than the hash (32 bytes) make tokens guessable offline. */
export const JWT_SECRET_MIN_BYTES = 32;

/** JWT_SECRET when set, refused when too short; unset: the database keeps a generated one. */
function jwtSecret(env: Env): string | undefined {
  const secret = env.JWT_SECRET;
  if (secret === undefined || secret === '') return undefined;
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < JWT_SECRET_MIN_BYTES) {
    throw new Error(
      `JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes long, got ${bytes}: ` +
        'use e.g. `openssl rand -base64 48`, or unset it to let the server keep a generated one in the database',
    );
  }
  return secret;
}

function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0, got '${env[name]}'`);
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
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${int(env, 'PORT', 3000)}`).replace(/\/+$/, '');
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 5488),
    jwtSecret: jwtSecret(env),
    demo: flag(env, 'ARFLOW_DEMO'),
    tokenTtl,
    webDist: path.resolve(env.WEB_DIST || path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    nodeEnv: env.NODE_ENV || 'development',
    loginRateMax: int(env, 'LOGIN_RATE_MAX', 10),
    loginAccountRateMax: int(env, 'LOGIN_ACCOUNT_RATE_MAX', 50),
    loginAddressRateMax: int(env, 'LOGIN_ADDRESS_RATE_MAX', 50),
    userCheckRateMax: int(env, 'USER_CHECK_RATE_MAX', 30),
    changePasswordRateMax: int(env, 'CHANGE_PASSWORD_RATE_MAX', 10),
    joinRateMax: int(env, 'JOIN_RATE_MAX', 30),
    forgotRateMax: int(env, 'FORGOT_RATE_MAX', 20),
    forgotAccountRateMax: int(env, 'FORGOT_ACCOUNT_RATE_MAX', 5),
    http: httpTimeouts(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    files: filesConfig(env, dataDir),
    publicUrl,
    mailSender: mailSender(env.MAIL_SENDER),
    integration: { url: integrationUrl(env.INTEGRATION_URL), token: env.INTEGRATION_TOKEN || undefined },
    smtp: mailSender(env.MAIL_SENDER) === 'smtp' ? smtpConfig(env) : undefined,
    signingKeySecret: env.SIGNING_KEY_SECRET || DEV_SIGNING_KEY_SECRET,
    exportSlots: positiveInt(env, 'EXPORT_SLOTS', 2, 'export'),
    oidc: oidcConfig(env, publicUrl),
  };
}

function oidcConfig(env: Env, publicUrl: string): OidcConfig {
  const authMode = env.AUTH_MODE || 'password';
  if (authMode !== 'password' && authMode !== 'oidc')
    throw new Error(`AUTH_MODE must be 'password' or 'oidc', got '${authMode}'`);
  const external = env.OIDC_ISSUER?.replace(/\/+$/, '') || undefined;
  if (external !== undefined && !/^https?:\/\/[^/\s]+/.test(external))
    throw new Error(`OIDC_ISSUER must be an http(s) URL, got '${external}'`);
  const ttl = env.OIDC_ACCESS_TOKEN_TTL || '15m';
  // Seconds are for tests of the silent renew; a portal renews halfway through so short a life.
  if (!/^\d+[smh]$/.test(ttl) || ttlSeconds(ttl) < 10)
    throw new Error(`OIDC_ACCESS_TOKEN_TTL must be 10 seconds or more, like 15m or 1h, got '${ttl}'`);
  return {
    authMode,
    issuer: external ?? `${publicUrl}/oidc`,
    embedded: external === undefined,
    clientId: env.OIDC_CLIENT_ID || 'arflow-portal',
    audience: env.OIDC_AUDIENCE || `${publicUrl}/api`,
    apiScope: env.OIDC_API_SCOPE || 'api',
    userClaim: env.OIDC_USER_CLAIM || 'preferred_username',
    keyRotationDays: positiveInt(env, 'OIDC_KEY_ROTATION_DAYS', 30, 'day'),
    accessTokenTtl: ttlSeconds(ttl),
  };
}

function positiveInt(env: Env, name: string, fallback: number, unit: string): number {
  const n = int(env, name, fallback);
  if (n < 1) throw new Error(`${name} must be at least 1 ${unit}`);
  return n;
}

function httpTimeouts(env: Env): HttpTimeouts {
  // 0 would switch a timeout off: exactly what a slow client must not get.
  const positive = (name: string, fallback: number) =>
    positiveInt(env, name, fallback, name.endsWith('_MS') ? 'ms' : 'byte');
  return {
    headersMs: positive('HEADERS_TIMEOUT_MS', 15_000),
    bodyMs: positive('BODY_TIMEOUT_MS', 30_000),
    bodyMinBytesPerSecond: positive('BODY_MIN_RATE', 16 * 1024),
    keepAliveMs: positive('KEEP_ALIVE_TIMEOUT_MS', 72_000),
  };
}

function filesConfig(env: Env, dataDir: string): FilesConfig {
  const store = env.FILE_STORE || 'local';
  if (store !== 'local' && store !== 's3')
    throw new Error(`FILE_STORE must be 'local' or 's3', got '${store}'`);
  const positive = (name: string, fallback: number) =>
    Math.min(positiveInt(env, name, fallback, 'byte'), fallback);
  return {
    store,
    dir: path.join(dataDir, 'files'),
    s3: store === 's3' ? s3Config(env) : undefined,
    maxFileBytes: positive('FILE_MAX_BYTES', UPLOAD.maxFileBytes),
    maxListBytes: positive('FILE_LIST_MAX_BYTES', UPLOAD.maxFileListBytes),
  };
}

function s3Config(env: Env): S3Config {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET (the bucket must exist)');
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000, got '${endpoint}'`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false')
    throw new Error(`S3_FORCE_PATH_STYLE must be 'true' or 'false', got '${pathStyle}'`);
  return {
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible servers are usually reached by address, without a DNS name per bucket.
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== undefined,
  };
}

/** Seconds of a TOKEN_TTL value such as '8h'. */
export function ttlSeconds(ttl: string): number {
  const n = Number(ttl.slice(0, -1));
  const unit = ttl.slice(-1);
  return n * ({ s: 1, m: 60, h: 3600, d: 86400 } as Record<string, number>)[unit]!;
}

function mailSender(value: string | undefined): 'log' | 'smtp' {
  if (value === undefined || value === '' || value === 'log') return 'log';
  if (value === 'smtp') return 'smtp';
  throw new Error(`MAIL_SENDER must be 'log' or 'smtp', got '${value}'`);
}

function smtpConfig(env: Env): SmtpConfig {
  const host = env.SMTP_HOST;
  if (!host) throw new Error('MAIL_SENDER=smtp needs SMTP_HOST');
  const user = env.SMTP_USER || undefined;
  const pass = env.SMTP_PASS || undefined;
  if ((user === undefined) !== (pass === undefined))
    throw new Error('SMTP_USER and SMTP_PASS go together: set both or neither');
  const secure = flag(env, 'SMTP_SECURE') ?? false;
  return {
    host,
    port: int(env, 'SMTP_PORT', secure ? 465 : 587),
    secure,
    auth: user && pass ? { user, pass } : undefined,
    from: env.SMTP_FROM || 'ARFlow <no-reply@arflow.local>',
  };
}

/** INTEGRATION_URL: unset leaves accounting events queued (incomplete); else an http(s) address. */
function integrationUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`INTEGRATION_URL must be an http(s) address, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`INTEGRATION_URL must be an http(s) address, got '${value}'`);
  }
  return url.toString();
}
