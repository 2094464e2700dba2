/**
 * The `{orgId}` segment of /org/{orgId}/learn/ and /org/{orgId}/panel/ (spec §2): the
 * organisation's slug (learner paths are prefixed with /org/{slug}) or its numeric id.
 */
export type OrgRef = { kind: 'id'; id: number } | { kind: 'slug'; slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID = 2_147_483_647; // PostgreSQL integer

/** Parses the route segment; null when it can be neither an id nor a slug. */
export function parseOrgRef(raw: string): OrgRef | null {
  let value: string;
  try {
    value = decodeURIComponent(raw).trim().toLowerCase();
  } catch {
    return null;
  }
  if (/^\d+$/.test(value)) {
    const id = value.length <= 10 ? Number(value) : 0;
    return id > 0 && id <= MAX_ID ? { kind: 'id', id } : null;
  }
  if (value.length > 0 && value.length <= 100 && SLUG.test(value)) return { kind: 'slug', slug: value };
  return null;
}
