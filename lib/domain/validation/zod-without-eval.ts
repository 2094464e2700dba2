import { z } from 'zod';

/**
 * In the browser, zod must not probe for `new Function` (its JIT for object schemas): the page's
 * Content-Security-Policy has no 'unsafe-eval', so the probe is refused and reported as a
 * violation on every page with a form. Imported for this effect first thing by every module that
 * builds zod schemas for the browser (lib/domain/validation/*, lib/domain/cart/card-validation, the analytics
 * client's event check in lib/domain/analytics/collect-schema, …), so it runs
 * before any zod use and only on pages whose islands load zod (issue 14: not in the root
 * providers any more). The server, under no CSP, keeps the faster JIT.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
