import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { featureFlags } from '@/lib/server/db/schema';

export type FeatureFlagRecord = { id: number; key: string; isActive: boolean };

export async function getFeatureFlag(db: Db, key: string): Promise<FeatureFlagRecord | null> {
  const [row] = await db.select({ id: featureFlags.id, key: featureFlags.key, isActive: featureFlags.isActive }).from(featureFlags).where(eq(featureFlags.key, key)).limit(1);
  return row ?? null;
}

/** Page-embedded flag entries (spec §3: key, is_active) for the keys a page needs. */
export async function getFeatureFlags(db: Db, keys: string[]): Promise<Record<string, boolean>> {
  if (keys.length === 0) return {};
  const rows = await db.select({ key: featureFlags.key, isActive: featureFlags.isActive }).from(featureFlags).where(inArray(featureFlags.key, keys));
  return Object.fromEntries(keys.map((k) => [k, rows.find((r) => r.key === k)?.isActive ?? false]));
}
