/**
 * Certificate codes: printed on each certificate and typed by whoever checks it, so they use
 * Crockford's base 32 (no I, L, O or U; case-insensitive; I/L read as 1 and O as 0) in
 * three groups of four after a fixed prefix: `CERT-7K3M-9QPA-X2TB` (60 random bits). Pure.
 */

export const CERTIFICATE_PREFIX = 'CERT';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const SYMBOLS = GROUPS * GROUP_LENGTH;

export const CERTIFICATE_CODE_PATTERN = /^CERT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A code from at least 8 random bytes (only the first 60 bits are used). */
export function certificateCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 8) throw new RangeError('certificateCodeFromBytes needs at least 8 bytes');
  let value = 0n;
  for (let i = 0; i < 8; i++) value = (value << 8n) | BigInt(bytes[i]);
  value >>= 4n; // 64 → 60 bits: twelve 5-bit symbols
  let symbols = '';
  for (let i = 0; i < SYMBOLS; i++) {
    symbols = ALPHABET[Number(value & 31n)] + symbols;
    value >>= 5n;
  }
  const groups = Array.from({ length: GROUPS }, (_, g) => symbols.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH));
  return [CERTIFICATE_PREFIX, ...groups].join('-');
}

/** A fresh random code (Web Crypto: available in Node and browsers). */
export function newCertificateCode(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return certificateCodeFromBytes(bytes);
}

export function isCertificateCode(value: string): boolean {
  return CERTIFICATE_CODE_PATTERN.test(value);
}

/**
 * A code as someone may type it (lower case, spaces, without dashes, I/L for 1, O for 0) in
 * its canonical form, or null when it cannot be one.
 */
export function normalizeCertificateCode(value: string): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  let compact = value.toUpperCase().replace(/[\s-]/g, '');
  if (compact.startsWith(CERTIFICATE_PREFIX)) compact = compact.slice(CERTIFICATE_PREFIX.length);
  compact = compact.replace(/[IL]/g, '1').replace(/O/g, '0');
  if (compact.length !== SYMBOLS || ![...compact].every((ch) => ALPHABET.includes(ch))) return null;
  const groups = Array.from({ length: GROUPS }, (_, g) => compact.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH));
  return [CERTIFICATE_PREFIX, ...groups].join('-');
}
