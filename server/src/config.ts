import { availableParallelism } from 'node:os';
import path from 'node:path';

/** Everything the server reads from its environment, in one place (the README's configuration table). */
export interface Config {
  port: number;
  host: string;
  /** postgres://… to run on a PostgreSQL server; unset for the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** The role requests run as; unset derives it from the database name (db/app-role.ts). */
  appRole: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  dataDir: string;
  /** Create the demo companies on an empty database (always on for embedded, opt-in on PostgreSQL). */
  seedDemo: boolean;
  production: boolean;
  /** Signing key for session tokens; when unset, one is generated and kept in the database. */
  jwtSecret: string | undefined;
  /** Built web app to serve; unset or missing folder means API only. */
  webDist: string | undefined;
  logLevel: string;
  /** Trust X-Forwarded-* from a reverse proxy (for the client address and HTTPS detection). */
  trustProxy: boolean;
  /** Failed sign-ins allowed per email and address, and per address, within the window. */
  loginFailuresPerEmail: number;
  loginFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** The public booking page's submissions per address in 10 minutes, and per company in an hour. */
  bookingPostsPerAddress: number;
  bookingPostsPerCompany: number;
  /** Hours a session token lives. */
  sessionHours: number;
  /** Origins the map may load tiles from (the web's VITE_MAP_TILE_URL); allowed as images by the CSP. */
  mapTileOrigins: string[];
  /**
   * Server processes on the one port (SERVER_PROCESSES): one per core on PostgreSQL unless set, always one on the
   * embedded database, which allows one process (ops/server-processes.ts).
   */
  processes: number;
  /** Run the job worker inside the server process (off when only `npm run worker` processes run jobs). */
  worker: boolean;
  /** How often an idle worker looks for due jobs. */
  workerPollMs: number;
  /** How long a worker holds a job it took: a job whose worker died is taken again after this. */
  workerLeaseSeconds: number;
  /** The delay before a failed job's first retry; each further retry doubles it. */
  workerRetryBaseMs: number;
  /** Other origins whose pages may call /graphql with the viewer's cookie (CORS); none by default. */
  corsOrigins: string[];
  /** An S3-compatible bucket for uploaded files (S3_BUCKET set); null keeps them under DATA_DIR/files. */
  s3: S3Config | null;
  /** smtp://user:pass@host:port (or smtps://) to send mail; unset keeps every mail in the app (the email log). */
  smtpUrl: string | undefined;
  /** The product's own sender, used when a company's domain is not verified (the company is then Reply-To). */
  mailFrom: string;
  /** The address people reach the app by, for links in mail (tracking, invitations); no trailing slash. */
  publicUrl: string;
  /** e-conomic's REST API (docs/decisions/0031); tests and e2e point it at a fake. No trailing slash. */
  economicApiUrl: string;
  /** How long one call to e-conomic may take before it counts as failed (and is retried). */
  economicTimeoutMs: number;
  /**
   * 32 bytes, base64: the key that encrypts partners' tokens (e-conomic's) in the database. Unset outside production,
   * one is generated and kept in the database, as the session signing key is; production refuses to store tokens.
   */
  secretsKey: string | undefined;
}

/** Where uploaded files go when not on the local disk (modules/files, docs/decisions/0021-file-storage.md). */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another provider's URL (MinIO, Hetzner, Scaleway…); unset is AWS. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (most non-AWS providers) rather than the host name. */
  forcePathStyle: boolean;
  /** Put before every key, to share a bucket (`servio/`). */
  prefix: string;
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX ?? '',
  };
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** A comma-separated list of origins, keeping those of the expected form (an Origin header has no path). */
function origins(list: string, form: RegExp): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => form.test(origin));
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    appRole: env.APP_ROLE || undefined,
    dataDir: env.DATA_DIR || path.join(process.cwd(), 'data'),
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    production: env.NODE_ENV === 'production',
    jwtSecret: env.JWT_SECRET || undefined,
    // An empty WEB_DIST means API only.
    webDist: env.WEB_DIST === '' ? undefined : (env.WEB_DIST ?? path.join(repoRoot, 'web/dist')),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === '1',
    loginFailuresPerEmail: int(env.LOGIN_FAILURES_PER_EMAIL, 5),
    loginFailuresPerAddress: int(env.LOGIN_FAILURES_PER_ADDRESS, 50),
    loginWindowSeconds: int(env.LOGIN_WINDOW_SECONDS, 15 * 60),
    bookingPostsPerAddress: int(env.BOOKING_POSTS_PER_ADDRESS, 10),
    bookingPostsPerCompany: int(env.BOOKING_POSTS_PER_COMPANY, 300),
    sessionHours: Math.min(int(env.SESSION_HOURS, 12), 12),
    mapTileOrigins: origins(
      env.MAP_TILE_ORIGINS ?? 'https://tile.openstreetmap.org',
      /^https:\/\/[a-z0-9.-]+(:\d+)?$/i,
    ),
    corsOrigins: origins(env.CORS_ORIGINS ?? '', /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i),
    processes: databaseUrl ? Math.max(int(env.SERVER_PROCESSES, availableParallelism()), 1) : 1,
    worker: env.WORKER !== '0',
    workerPollMs: Math.max(int(env.WORKER_POLL_MS, 1000), 10),
    workerLeaseSeconds: Math.max(int(env.WORKER_LEASE_SECONDS, 60), 1),
    workerRetryBaseMs: int(env.WORKER_RETRY_SECONDS, 10) * 1000,
    s3: s3Config(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Servio <no-reply@servio.dk>',
    economicApiUrl: (env.ECONOMIC_API_URL || 'https://restapi.e-conomic.com').replace(/\/+$/, ''),
    economicTimeoutMs: Math.max(int(env.ECONOMIC_TIMEOUT_MS, 15_000), 100),
    secretsKey: env.SECRETS_KEY || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 3000)}`).replace(/\/+$/, ''),
  };
}
