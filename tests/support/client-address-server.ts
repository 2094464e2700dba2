/**
 * A real HTTP server in front of an in-process route handler that stamps the client address
 * exactly as the production server does (scripts/next-server.mjs, lib/server/security/client-address.mjs):
 * requests reach the app with the socket address (or the hop a trusted proxy appended), whatever
 * X-Forwarded-For or address header the client sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_ADDRESS_HEADER, stampClientAddress } from '@/lib/server/security/client-address.mjs';

export type RouteServer = { url: string; close: () => Promise<void> };

export async function serveRoute(handler: (request: Request) => Promise<Response>, hops: number): Promise<RouteServer> {
  const server = http.createServer(async (req, res) => {
    stampClientAddress(req, hops);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await handler(new Request(`http://localhost${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }));
    const out: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') out[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Headers for an in-process call from `address`, as the production server would stamp them. */
export function fromAddress(address: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address };
}
