/**
 * The product's server process as `npm start` runs it (scripts/start.ts) and as the measuring
 * scripts run it (scripts/production-server.ts: bench, lighthouse): the HTTP time limits
 * preloaded (issue 17 item 10), then scripts/next-server.mjs (`next start`'s handler plus the
 * client's socket address, issue 17 item 6). One definition, so what is measured is what runs.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** The server script each process runs. */
export const SERVER_SCRIPT = path.join(root, 'scripts', 'next-server.mjs');

/** Node options every server process starts with: the HTTP time limits, loaded before the server exists. */
export const SERVER_EXEC_ARGV: readonly string[] = ['--import', pathToFileURL(path.join(root, 'lib/server/start/http-timeouts-preload.mjs')).href];
