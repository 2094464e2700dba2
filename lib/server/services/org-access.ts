import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { parseOrgRef } from '@/lib/domain/org/org-ref';
import { hasOrgCapability, type OrgCapability } from '@/lib/domain/org/permissions';
import type { OrgRole } from '@/lib/domain/roles/subject';
import { findOrganization, getMemberRole, type OrganizationRecord } from './org';

export type OrgAccessError = 'UNAUTHENTICATED' | 'NOT_FOUND' | 'FORBIDDEN';
/** What a refused caller reads, per refusal (API catalog keys, lib/server/i18n/server-messages.ts): the GraphQL modules and the CSV route say the same. */
export const ORG_ACCESS_MESSAGE = { UNAUTHENTICATED: 'org.unauthenticated', NOT_FOUND: 'org.notFound', FORBIDDEN: 'org.forbidden' } as const satisfies Record<OrgAccessError, string>;
export type OrgAccess = { ok: true; org: OrganizationRecord; role: OrgRole } | { ok: false; error: OrgAccessError };

/**
 * The one authorisation check of every organisation page, GraphQL field and route
 * (docs/organizations-and-panels.md): a signed-in user, an organisation that exists, and the
 * user's role in THAT organisation allowing `capability`. Everything the caller does next is
 * scoped to `org.id`, so a member of one organisation never reaches another's rows.
 */
export async function authorizeOrg(db: Db, orgRef: string, userId: number | null, capability: OrgCapability): Promise<OrgAccess> {
  if (userId === null) return { ok: false, error: 'UNAUTHENTICATED' };
  const ref = parseOrgRef(orgRef);
  const org = ref ? await findOrganization(db, ref) : null;
  if (!org) return { ok: false, error: 'NOT_FOUND' };
  const role = await getMemberRole(db, org.id, userId);
  if (!role || !hasOrgCapability(role, capability)) return { ok: false, error: 'FORBIDDEN' };
  return { ok: true, org, role: role as OrgRole };
}
