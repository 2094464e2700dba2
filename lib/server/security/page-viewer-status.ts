import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { readSessionStanding } from '@/lib/server/auth/session-standing';
import { isSessionCurrent, type SessionClaims } from '@/lib/server/auth/session-rules';
import { loadViewer } from '@/lib/server/services/viewer';
import { SIGN_IN_ROUTES } from './page-access';
import type { RouteMatch } from './page-rendering';
import { PAGE_VIEWER_RULES, viewerMayOpen } from './page-viewer-rules';

/**
 * The status of a sign-in-only page for a request whose session token is well signed (issue 18
 * item 7; `claims` are what the proxy's verifySessionToken read, so the token is checked once),
 * decided by the proxy before the page renders: 401 when that session has ended since
 * (logout, logout everywhere, a password change: session-standing.ts), 403 when the page's
 * access rule refuses the viewer (page-viewer-rules.ts), else null. The page then shows the
 * sign-in prompt or the "no access" notice, as it would anyway. A database that does not answer
 * leaves the decision to the page (null): its own error handling applies.
 */
export async function signedInPageStatus(match: RouteMatch, claims: SessionClaims): Promise<401 | 403 | null> {
  if (!match || !SIGN_IN_ROUTES.has(match.route)) return null;
  try {
    const db = await getDb();
    if (!isSessionCurrent(claims, await readSessionStanding(db, claims))) return 401;
    if (!PAGE_VIEWER_RULES[match.route]) return null;
    const viewer = await loadViewer(db, claims.userId);
    if (!viewer) return 401;
    return (await viewerMayOpen(match.route, match.params, viewer)) ? null : 403;
  } catch {
    return null;
  }
}
