import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/lib/server/db/client';
import { loadViewer, type ViewerRecord } from '@/lib/server/services/viewer';
import { SESSION_COOKIE, verifySessionToken } from './session-token';

/**
 * The signed-in user for a server-rendered private page (learner areas, panels, inbox…).
 * Reading cookies makes the page dynamic: never call this from a public, cacheable page.
 */
export async function getCurrentViewer(): Promise<ViewerRecord | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const userId = await verifySessionToken(token);
  if (userId === null) return null;
  return loadViewer(await getDb(), userId);
}
