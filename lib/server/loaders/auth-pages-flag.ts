import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { getFeatureFlag } from '@/lib/server/services/feature-flags';
import { ALL_ACCESS_MARATHON_FLAG } from '@/lib/domain/auth/auth-pages';

/**
 * Server side of spec §2: /entrar/, /registro/ and /onboarding/ are full pages only while the
 * all-access marathon flag is on; otherwise they show a short welcome and open the auth
 * dialog over it. When the flag cannot be read the dialog (the default behaviour) is used.
 */
export async function authPagesAreFullPages(): Promise<boolean> {
  try {
    return (await getFeatureFlag(await getDb(), ALL_ACCESS_MARATHON_FLAG))?.isActive ?? false;
  } catch (error) {
    console.error('[auth pages] all_access_marathon flag unavailable', error);
    return false;
  }
}
