/**
 * Loaded with `node --import` before `next start` (scripts/start.ts): every HTTP server of the
 * process gets the time limits of ./http-timeouts.mjs (issue 17 item 10).
 */
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import { httpTimeouts, installServerTimeouts } from './http-timeouts.mjs';

installServerTimeouts(http, httpTimeouts(process.env));
// `import { createServer } from 'node:http'` sees the wrapped one too.
syncBuiltinESMExports();
