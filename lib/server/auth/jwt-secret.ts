import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

let cached: Uint8Array | null = null;

/**
 * The JWT signing key: JWT_SECRET when set, else a random key generated once and kept in
 * DATA_DIR (default .data/) so sessions survive restarts of the embedded setup.
 */
export function jwtSecret(): Uint8Array {
  if (cached) return cached;
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv && fromEnv.length >= 32) {
    cached = new TextEncoder().encode(fromEnv);
    return cached;
  }
  const dataRoot = process.env.DATA_DIR && !process.env.DATA_DIR.startsWith('memory://') ? process.env.DATA_DIR : '.data';
  const file = path.resolve(dataRoot, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  cached = new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  return cached;
}
