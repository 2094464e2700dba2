/**
 * Request paths whose percent-encoding does not decode (issue 17 item 11): `/%ff/`, `/%E0%A4%A/`,
 * a lone `%`. Next 16 throws a DecodeError while matching them against a dynamic route (our
 * `[locale]/[...rest]` catch-all matches every path), then fails to render its /400 page and
 * answers a bare 500 (vercel/next.js#94278); next-intl's routing throws URIError on them too.
 * proxy.ts answers these paths 400 before any of that runs. Pure.
 */

/** True when every percent escape of `pathname` decodes to valid UTF-8. */
export function isDecodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * What proxy.ts handles as a page: everything but the API, GraphQL, Next's files, generated
 * media and files with an extension — the same exclusion as the proxy's first matcher (which
 * must stay a literal for Next's static analysis).
 */
export function isPagePath(pathname: string): boolean {
  return /^\/(?!api|graphql|_next|_vercel|media|.*\..*)/.test(pathname);
}

/** The answer to a path that does not decode: short, never cached, the same for every route. */
export function malformedPathResponse(): Response {
  return new Response('Bad Request: the path is not valid percent-encoded UTF-8.\n', {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
