import { createHash } from 'node:crypto';

/** The script-src directive of a Content-Security-Policy ('' when it has none). */
export const scriptSrc = (policy: string) => policy.match(/script-src [^;]*/)?.[0] ?? '';

/** The bodies of a page's inline scripts the policy governs (JSON data blocks are not run). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/application\/(ld\+)?json/.test(attributes))
    .map(([, , body]) => body);
}

/** A script's hash source as a policy lists it. */
export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
