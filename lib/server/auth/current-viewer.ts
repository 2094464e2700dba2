import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/lib/server/db/client';
import { loadViewer, type ViewerRecord } from '@/lib/server/services/viewer';
import { SESSION_COOKIE } from './session-token';
import { currentSession } from './session-standing';

/**
 * The signed-in user for a server-rendered private page (learner areas, panels, inbox…): only a
 * token that is still current (not logged out, not from before a password change or "log out
 * everywhere", issue 17 item 1). Reading cookies makes the page dynamic: never call this from a
 * public, cacheable page.
 */
export async function getCurrentViewer(): Promise<ViewerRecord | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const db = await getDb();
  const session = await currentSession(db, token);
  return session ? loadViewer(db, session.userId) : null;
}
