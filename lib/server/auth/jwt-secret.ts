import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/lib/server/env';

let cached: Uint8Array | null = null;

/**
 * The JWT signing key: JWT_SECRET when set, else a random key generated once and kept in
 * DATA_DIR (default .data/) so sessions survive restarts of the embedded setup.
 */
export function jwtSecret(): Uint8Array {
  if (cached) return cached;
  const env = serverEnv();
  // serverEnv refuses a JWT_SECRET shorter than 32 characters.
  if (env.jwtSecret) {
    cached = new TextEncoder().encode(env.jwtSecret);
    return cached;
  }
  const dataRoot = env.dataDir.startsWith('memory://') ? '.data' : env.dataDir;
  const file = path.resolve(dataRoot, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  cached = new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  return cached;
}
