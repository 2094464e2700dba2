import 'server-only';
import { cache } from 'react';
import { parseOrgRef } from '@/lib/domain/org/org-ref';
import { getDb } from '@/lib/server/db/client';
import { findOrganization, getMemberRole, type OrganizationRecord } from '@/lib/server/services/org';

/** The organisation named by the `{orgId}` segment (slug or numeric id), read once per request. */
export const loadOrganization = cache(async (orgId: string): Promise<OrganizationRecord | null> => {
  const ref = parseOrgRef(orgId);
  return ref ? findOrganization(await getDb(), ref) : null;
});

export async function loadMemberRole(organizationId: number, userId: number): Promise<string | null> {
  return getMemberRole(await getDb(), organizationId, userId);
}
