import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../shared/checkout/payment-providers';
import type { ArkeselSettings } from './adapters/sms/arkesel-sms';
import type { HubtelSettings } from './adapters/sms/hubtel-sms';
import { SMS_GATEWAYS, type SmsGateway } from './adapters/sms/sms';
import type { S3StorageSettings } from './adapters/storage/s3-storage';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** Every setting comes from the environment (documented in README.md and .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('GhanaMart <no-reply@ghanamart.com.gh>'),
  MAIL_DOMAIN: z.string().default('ghanamart.com.gh'),
  DEV_MAILBOX: flag,
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  SMS_GATEWAY: z.enum(SMS_GATEWAYS).default('outbox'),
  SMS_SENDER_ID: z.string().min(1).max(11, 'SMS_SENDER_ID can be at most 11 characters').default('GhanaMart'),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  HUBTEL_CLIENT_ID: z.string().optional(),
  HUBTEL_CLIENT_SECRET: z.string().optional(),
  ARKESEL_API_KEY: z.string().optional(),
  WORKERS: z.enum(['internal', 'external']).default('internal'),
  SHOP_PICKUP_ADDRESS: z.string().trim().min(1).max(200).default('GhanaMart warehouse, Spintex Road'),
  SHOP_PICKUP_CITY: z.string().trim().min(1).max(100).default('Accra'),
  SEED_DEMO_DATA: flag,
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  AUTH_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP: z.coerce.number().int().min(1).default(5),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  SIGN_IN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  AUTH_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  CHECKOUT_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  ORDER_LIMIT_PER_USER: z.coerce.number().int().min(1).default(30),
  REQUEST_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  REQUEST_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  TRACK_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  TRACK_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: z.url().optional(),
  METRICS_TOKEN: z
    .string()
    .refine((token) => token === '' || token.length >= 16, 'METRICS_TOKEN must be at least 16 characters')
    .optional(),
});

/** Failed sign-in limits: per (account, address), per address, and per account across addresses. */
export interface SignInLimits {
  perAccountAndIp: number;
  perIp: number;
  windowSeconds: number;
  perAccount: number;
  accountWindowSeconds: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  authSecret: string;
  /**
   * Which X-Forwarded-For entries name the client (docs/decisions/053): none (false), the last
   * `n` hops, or those added by the listed proxy addresses and ranges. Given to Fastify as is.
   */
  trustProxy: TrustedProxies;
  logLevel: string;
  smtpUrl?: string;
  mailFrom: string;
  mailDomain: string;
  devMailbox: boolean;
  /** Delivery attempts of one e-mail before it is marked failed for an admin to retry. */
  mailMaxAttempts: number;
  /** Where SMS go (docs/decisions/038): the outbox (shown at /dev/mailbox) or a Ghanaian gateway. */
  sms: SmsSettings;
  /** internal: the app runs the background jobs; external: `npm run worker` does (docs/decisions/033). */
  workers: 'internal' | 'external';
  /** Where riders collect the shop's own orders (docs/decisions/067). */
  shopPickup: { address: string; city: string };
  /** Fill an empty database with the demo catalogue at start (never in production by default). */
  seedDemoData: boolean;
  seedProducts: number;
  /** Sign-up, reset and verification requests per client address per window. */
  authLimits: { perIp: number; windowSeconds: number };
  /** Failed sign-ins (docs/decisions/034-sign-in-throttling.md). */
  signInLimits: SignInLimits;
  /** Which PaymentProvider takes the drop-shipping payments (docs/decisions/011). */
  payments: { provider: PaymentProviderName; paystackSecretKey?: string; paystackBaseUrl: string };
  /** Drop-shipping orders, payment starts and verifications, each per client address per 10 minutes. */
  checkoutLimitPerIp: number;
  /** Deal orders and cart checkouts, together, per signed-in shopper per 10 minutes. */
  orderLimitPerUser: number;
  /** Service form submissions per client address (all forms together). */
  requestLimits: { limit: number; windowSeconds: number };
  /** /track lookups per client address: enough for people, too few to guess references. */
  trackLimits: { limit: number; windowSeconds: number };
  /** Uploaded images go to this S3-compatible bucket; without it, to DATA_DIR/uploads. */
  s3?: S3StorageSettings;
  /** Extra origins allowed to send credentialed requests (the Vite dev server). */
  trustedOrigins: string[];
  /** `Authorization: Bearer` token that opens /metrics to non-loopback scrapers. */
  metricsToken?: string;
}

export interface SmsSettings {
  gateway: SmsGateway;
  /** Delivery attempts of one SMS before it is marked failed for an admin to retry. */
  maxAttempts: number;
  hubtel?: HubtelSettings;
  arkesel?: ArkeselSettings;
}

export type TrustedProxies = false | number | string[];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  if (production && !e.AUTH_SECRET) throw new ConfigError('AUTH_SECRET is required in production.');
  if (e.WORKERS === 'external' && !e.DATABASE_URL) {
    throw new ConfigError(
      'WORKERS=external needs DATABASE_URL: the embedded database can be opened by one process only, so its jobs run inside the app (leave WORKERS unset).',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    trustProxy: trustedProxies(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailDomain: e.MAIL_DOMAIN,
    devMailbox: e.DEV_MAILBOX ?? (!production && !e.SMTP_URL),
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    sms: smsSettings(e),
    workers: e.WORKERS,
    shopPickup: { address: e.SHOP_PICKUP_ADDRESS, city: e.SHOP_PICKUP_CITY },
    seedDemoData: e.SEED_DEMO_DATA ?? !production,
    seedProducts: e.SEED_PRODUCTS,
    authLimits: { perIp: e.AUTH_LIMIT_PER_IP, windowSeconds: e.AUTH_LIMIT_WINDOW_SECONDS },
    signInLimits: {
      perAccountAndIp: e.SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP,
      perIp: e.AUTH_LIMIT_PER_IP,
      windowSeconds: e.AUTH_LIMIT_WINDOW_SECONDS,
      perAccount: e.SIGN_IN_LIMIT_PER_ACCOUNT,
      accountWindowSeconds: e.SIGN_IN_ACCOUNT_WINDOW_SECONDS,
    },
    payments: paymentSettings(e, production),
    checkoutLimitPerIp: e.CHECKOUT_LIMIT_PER_IP,
    orderLimitPerUser: e.ORDER_LIMIT_PER_USER,
    requestLimits: { limit: e.REQUEST_LIMIT_PER_IP, windowSeconds: e.REQUEST_LIMIT_WINDOW_SECONDS },
    trackLimits: { limit: e.TRACK_LIMIT_PER_IP, windowSeconds: e.TRACK_LIMIT_WINDOW_SECONDS },
    s3: s3Settings(e),
    trustedOrigins: production ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'],
    metricsToken: e.METRICS_TOKEN || undefined,
  };
}

/**
 * Paystack when its secret key is set, else the simulated provider. A production shop without a
 * key would take fake payments, so there the simulated provider must be asked for by name.
 */
function paymentSettings(e: z.output<typeof envSchema>, production: boolean): Config['payments'] {
  const paystackSecretKey = e.PAYSTACK_SECRET_KEY || undefined;
  const provider = e.PAYMENT_PROVIDER ?? (paystackSecretKey ? 'paystack' : 'simulated');
  if (provider === 'paystack' && !paystackSecretKey) {
    throw new ConfigError('PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY.');
  }
  if (production && provider === 'simulated' && !e.PAYMENT_PROVIDER) {
    throw new ConfigError(
      'PAYSTACK_SECRET_KEY is required in production (or set PAYMENT_PROVIDER=simulated for a demo shop that takes no real payments).',
    );
  }
  return { provider, paystackSecretKey, paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, '') };
}

/** proxy-addr's names for ranges, accepted in the TRUST_PROXY list beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; a number of hops (`1` for one load balancer);
 * or a comma-separated list of the proxies' addresses or CIDR ranges. `true` is refused: Fastify
 * would then take the left-most X-Forwarded-For entry, which the client writes, as its address.
 */
function trustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true is refused: it would trust every X-Forwarded-For entry, and the client writes the first one, so anyone could choose the address that rate limits count. Set the number of proxies in front of the app (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24).',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new ConfigError('TRUST_PROXY: at most 10 proxy hops (or list their addresses).');
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length) {
    throw new ConfigError(
      `TRUST_PROXY: ${invalid.map((entry) => `"${entry}"`).join(', ')} is neither a number of proxy hops nor an IP address or CIDR range.`,
    );
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The gateway SMS_GATEWAY names, with its keys (required), or the outbox. */
function smsSettings(e: z.output<typeof envSchema>): SmsSettings {
  const gateway = e.SMS_GATEWAY;
  const senderId = e.SMS_SENDER_ID;
  const baseUrl = (url: string) => (e.SMS_GATEWAY_URL ?? url).replace(/\/$/, '');
  const settings: SmsSettings = { gateway, maxAttempts: e.SMS_MAX_ATTEMPTS };
  if (gateway === 'hubtel') {
    if (!e.HUBTEL_CLIENT_ID || !e.HUBTEL_CLIENT_SECRET) {
      throw new ConfigError('SMS_GATEWAY=hubtel needs HUBTEL_CLIENT_ID and HUBTEL_CLIENT_SECRET.');
    }
    settings.hubtel = {
      clientId: e.HUBTEL_CLIENT_ID,
      clientSecret: e.HUBTEL_CLIENT_SECRET,
      senderId,
      baseUrl: baseUrl('https://sms.hubtel.com'),
    };
  }
  if (gateway === 'arkesel') {
    if (!e.ARKESEL_API_KEY) throw new ConfigError('SMS_GATEWAY=arkesel needs ARKESEL_API_KEY.');
    settings.arkesel = { apiKey: e.ARKESEL_API_KEY, senderId, baseUrl: baseUrl('https://sms.arkesel.com') };
  }
  return settings;
}

/** S3 storage when S3_BUCKET is set; the public URL defaults to the bucket's own address. */
function s3Settings(e: z.output<typeof envSchema>): S3StorageSettings | undefined {
  if (!e.S3_BUCKET) return undefined;
  const endpoint = e.S3_ENDPOINT?.replace(/\/$/, '');
  const forcePathStyle = e.S3_FORCE_PATH_STYLE ?? endpoint !== undefined;
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  }
  const bucketUrl = endpoint
    ? forcePathStyle
      ? `${endpoint}/${e.S3_BUCKET}`
      : endpoint.replace('://', `://${e.S3_BUCKET}.`)
    : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint,
    accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle,
    publicUrl: (e.S3_PUBLIC_URL ?? bucketUrl).replace(/\/$/, ''),
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
