import { resolve } from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME } from '@playwords/common';
import { DEFAULT_WEB_DIST } from './paths';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'Expected smtp://… or smtps://…' }).optional()),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/, 'Expected an address or Name <address>.')
      .optional(),
  ),
  SECRET_KEY: optionalText.pipe(z.string().min(32, 'Use at least 32 characters (random).').optional()),
});

/** The server's validated settings; nothing else reads process.env. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  webDistDir: string;
  logLevel: string;
  trustProxy: boolean;
  /** Cookies get `Secure` when the public address is https. */
  secureCookies: boolean;
  /** Where mail is sent (`smtp://user:pass@host:587`, `smtps://…`); unset: links and codes are logged instead. */
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  mailFrom: string;
  /**
   * Signs activation links and keys the code hashes. Unset: the server generates one once and keeps it in
   * `DATA_DIR/secret-key` (platform/secret-key.ts).
   */
  secretKey: string | undefined;
}

/** Reads and validates the environment; throws a readable error naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    webDistDir: resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    secretKey: e.SECRET_KEY,
  };
}
