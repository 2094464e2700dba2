/**
 * Recording a visit through an affiliate link (issue 7 item 4; docs/organizations-and-panels.md).
 * The browser posts { ref, path } to /api/v3/affiliate-click/ when it lands with ?ref=. Anyone
 * can call that route, so the server decides what counts: the username must be an affiliate's,
 * one click per visitor (keyed hash of network address + browser) per affiliate per UTC day, at
 * most MAX_CLICKS_PER_NETWORK_PER_DAY per network address, and never the affiliate's own visits.
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';
import { affiliateRefFromParam } from '@/lib/domain/commerce/affiliate-cookie';

export const MAX_CLICKS_PER_NETWORK_PER_DAY = 3;

export const affiliateClickBody = z.object({
  ref: z.string().max(150).transform((v, ctx) => {
    const ref = affiliateRefFromParam(v);
    if (!ref) ctx.addIssue({ code: 'custom', message: 'api.invalidArgument' });
    return ref ?? '';
  }),
  /** The landing path (no origin, no query): '/', '/pt/', '/cursos-online/…'. */
  path: z
    .string()
    .max(300)
    .regex(/^\/[A-Za-z0-9\-._~/%]*$/),
});

/** 'YYYY-MM-DD' (UTC): the day a click is counted in. */
export function clickDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
