import 'server-only';
import { headers } from 'next/headers';
import { isWellFormedNonce, NONCE_HEADER } from '@/lib/security/csp-nonce';

/**
 * The CSP nonce proxy.ts issued for this page request, for the inline scripts and the Emotion
 * cache of the root layout. Reading it makes the page render per request, as a nonce must.
 */
export async function requestNonce(): Promise<string | undefined> {
  const value = (await headers()).get(NONCE_HEADER);
  return isWellFormedNonce(value) ? value : undefined;
}
