import { z } from 'zod';

/**
 * In the browser, zod must not probe for `new Function` (its JIT for object schemas): the page's
 * Content-Security-Policy has no 'unsafe-eval', so the probe is refused and reported as a
 * violation on every page with a form. Imported for this effect by the client providers; the
 * server, under no CSP, keeps the faster JIT.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
