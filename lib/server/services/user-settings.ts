import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { userSettings, users } from '@/lib/server/db/schema';

export type SavedUserSettings = { userId: number; darkMode: boolean };

/**
 * Saves the user's light/dark choice in user_settings (spec §3 "User settings: darkMode"),
 * creating the row when the user has none yet (other settings keep their defaults).
 *
 * The user row is locked first (FOR SHARE), so a token naming a deleted user returns null
 * instead of failing on the foreign key; ON CONFLICT makes two tabs toggling at once safe.
 */
export async function saveDarkMode(db: Db, userId: number, darkMode: boolean): Promise<SavedUserSettings | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('share');
    if (!user) return null;
    const [row] = await tx
      .insert(userSettings)
      .values({ userId, darkMode })
      .onConflictDoUpdate({ target: userSettings.userId, set: { darkMode } })
      .returning({ userId: userSettings.userId, darkMode: userSettings.darkMode });
    return row ?? null;
  });
}

/** The saved choice, or null when the user has no settings row (tests and support tools). */
export async function readDarkMode(db: Db, userId: number): Promise<boolean | null> {
  const [row] = await db.select({ darkMode: userSettings.darkMode }).from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row?.darkMode ?? null;
}
