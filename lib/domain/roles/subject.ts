/**
 * The part of the signed-in user ('me', spec §3) that every role rule reads. A `me` query
 * result selecting these fields is a `RoleUser` as it is, and the server builds the same
 * shape from its viewer record (lib/server/auth/viewer-roles.ts), so both sides derive the
 * same flags from the same function.
 */

/** Spec §3 organization.myRole values. */
export type OrgRole = 'owner' | 'owner-corporation' | 'admin' | 'leader' | 'member' | 'high-education-member';


/** Spec §3 "Degree segmentation: ACTIVATED_DEGREE_SEGMENTATION, EXPIRED_DEGREE_SEGMENTATION". */
export const ACTIVE_DEGREE_SEGMENTATION = 'ACTIVATED_DEGREE_SEGMENTATION';

/** Spec §3 "Membership method variants: A_1, A_2"; A_2 is the premium trial (spec §4). */
export const TRIAL_MEMBERSHIP_METHOD = 'A_2';

/** Spec §4 segmentation values the rules read. */
export const SEGMENTATION = { register: 'Register', payg: 'PAYG', member: 'Member', b2b: 'B2B', degree: 'Degree' } as const;

export type RoleOrganization = {
  slug: string;
  name: string;
  /** Kept as `string` so a GraphQL result (String!) fits; unknown roles grant nothing. */
  myRole: string;
  /** 'all-catalog' | 'panel-only'. */
  assignedType?: string | null;
};

export type RoleUser = {
  isStaff: boolean;
  isMentor: boolean;
  /** Teacher (spec §6 "teacher (from isProfessor)"). */
  isProfessor: boolean;
  isAffiliate: boolean;
  hasMembership: boolean;
  /** 'Register' | 'PAYG' | 'Member' | 'B2B' | 'Degree'. */
  segmentation: string;
  userDegreeSegmentation?: string | null;
  organization?: RoleOrganization | null;
  membership?: { membershipType: { method: string } } | null;
  features?: { teacherPanel: boolean; mentorPanel: boolean } | null;
};

/** The current user for the role rules; null when there is none (signed out, or not loaded yet). */
export type RoleSubject = RoleUser | null;

/**
 * The state of the current-user query, where the spec needs it: "Anonymous: no current user
 * and not loading" (§6) and "anonymous: no user, loaded without error" (§4).
 */
export type RoleLoadState = {
  loading?: boolean;
  error?: boolean;
};
