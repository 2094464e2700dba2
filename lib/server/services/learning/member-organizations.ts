/** The organisations a user belongs to (their assigned tracks, a B2B project's organisation). */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { organizationMembers } from '@/lib/server/db/schema';

/** The organisations the user belongs to, first joined first. */
export async function listMemberOrganizationIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.organizationId));
  return rows.map((r) => r.id);
}
