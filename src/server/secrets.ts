/**
 * The service's own secrets. With SVC_ENCRYPTION_KEY set (required with
 * PostgreSQL, where every instance must share it) that key is used; the
 * embedded default creates a key file in the data directory, readable by the
 * owner only, and says so. The admin token of the /admin API works the same way.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseKey, type Config } from './config.js';

export interface SecretSource<T> {
  value: T;
  /** Human-readable origin, for the start-up banner. */
  source: string;
  created: boolean;
}

function ownerOnlyFile(file: string, create: () => string): { text: string; created: boolean } {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) {
    try {
      writeFileSync(file, `${create()}\n`, { mode: 0o600, flag: 'wx' });
      return { text: readFileSync(file, 'utf8').trim(), created: true };
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new ConfigError([`${file} is readable by other users (mode ${mode.toString(8)}); run: chmod 600 ${file}`]);
  }
  return { text: readFileSync(file, 'utf8').trim(), created: false };
}

export function loadMasterKey(config: Config): SecretSource<Buffer> {
  if (config.encryptionKey) return { value: config.encryptionKey, source: 'SVC_ENCRYPTION_KEY', created: false };
  if (config.databaseUrl) {
    throw new ConfigError(['SVC_ENCRYPTION_KEY is required with DATABASE_URL: every instance sharing the database must use the same key']);
  }
  const file = path.join(config.dataDir, 'encryption.key');
  const { text, created } = ownerOnlyFile(file, () => randomBytes(32).toString('base64'));
  const key = parseKey(text);
  if (!key) throw new ConfigError([`${file} does not hold a 32-byte key in base64 or hex`]);
  return { value: key, source: file, created };
}

export function loadAdminToken(config: Config): SecretSource<string> {
  if (config.adminToken) return { value: config.adminToken, source: 'SVC_ADMIN_TOKEN', created: false };
  const file = path.join(config.dataDir, 'admin-token');
  const { text, created } = ownerOnlyFile(file, () => `adm_${randomBytes(32).toString('base64url')}`);
  return { value: text, source: file, created };
}
