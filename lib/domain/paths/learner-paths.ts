/**
 * Learner-area paths (spec §2 "Learner-area paths"): the dashboard or classic variant, the
 * /org/{slug} prefix, the home target, the post-login `next` and the business admin links.
 * Pure; the role facts come from lib/domain/roles so every caller agrees on who is B2B, premium or
 * a degree student.
 */
import { isB2B, isDegreeStudent, isPremium, type RoleSubject } from '@/lib/domain/roles';
import { DEFAULT_AFTER_LOGIN_PATH, safeNextPath } from './next-path';

export type LearnerVariant = 'dashboard' | 'classic';

/** The learner links of both variants (spec §2 lists, in the same order). */
export type LearnerLinks = {
  enrolled: string;
  microdegree: string;
  bootcamp: string;
  academies: string;
  tracks: string;
  saved: string;
  projects: string;
  certificates: string;
  studyPlan: string;
  notes: string;
  /** Dashboard only ("/learn/content-for-you/"); null in the classic variant. */
  contentForYou: string | null;
};

/** Spec §2 dashboard variant (home is /learn/). */
export const DASHBOARD_HOME = '/learn/';
export const DASHBOARD_LINKS: Readonly<LearnerLinks> = {
  enrolled: '/learn/my-courses/enrolled/',
  microdegree: '/learn/microdegree/',
  bootcamp: '/learn/bootcamp/',
  academies: '/learn/academies/',
  tracks: '/learn/my-courses/tracks/',
  saved: '/learn/my-courses/saved/',
  projects: '/learn/projects/',
  certificates: '/learn/certificates/',
  studyPlan: '/learn/studyplan/',
  notes: '/learn/my-courses/notes/',
  contentForYou: '/learn/content-for-you/',
};

/** Spec §2 classic variant: home is "/ (no user) or /home/". */
export const CLASSIC_HOME_ANONYMOUS = '/';
export const CLASSIC_HOME_SIGNED_IN = DEFAULT_AFTER_LOGIN_PATH; // '/home/'
export const CLASSIC_LINKS: Readonly<LearnerLinks> = {
  enrolled: '/panel/mis-cursos/',
  microdegree: '/panel/mis-cursos/microdegree/',
  bootcamp: '/panel/mis-cursos/bootcamp/',
  academies: '/panel/mis-cursos/academias/',
  tracks: '/panel/mis-cursos/especializaciones/',
  saved: '/panel/mis-cursos-guardados/',
  projects: '/panel/mis-proyectos/',
  certificates: '/panel/mis-diplomas/',
  studyPlan: '/panel/mi-plan-de-estudios/',
  notes: '/panel/mis-apuntes/',
  contentForYou: null,
};

/** Feature flags that switch premium and degree users to the dashboard (passed in by the caller). */
export type LearnerDashboardFlags = {
  premiumDashboard?: boolean;
  degreeDashboard?: boolean;
};

/** A `next` value as it arrives: a query value (possibly repeated) or a stored URL. */
export type NextInput = string | readonly string[] | null | undefined;

export type LearnerPathsInput = {
  user: RoleSubject;
  /** A slug supplied by the caller (e.g. the organisation page being shown); the user's own slug wins. */
  orgSlug?: string | null;
  flags?: LearnerDashboardFlags;
  /** The `next` query parameter. */
  next?: NextInput;
  /** The global next URL, used when the query parameter is missing or unsafe. */
  globalNext?: NextInput;
};

export type BusinessAdminLinks = {
  /** /org/{slug}/panel/ */
  panel: string;
  /** /org/{slug}/panel/leader/ */
  leader: string;
};

export type LearnerPaths = LearnerLinks & {
  variant: LearnerVariant;
  /** The organisation slug in use (user's, else supplied), or null. */
  orgSlug: string | null;
  /** '' or '/org/{slug}'. */
  prefix: string;
  /** Home target: '/' for anonymous non-business users, otherwise the personalised home. */
  home: string;
  /** The "courses" link: the micro-degree link for degree students, otherwise the enrolled courses. */
  myCourses: string;
  /** Safe post-login target from `next` or the global next URL, or null. */
  next: string | null;
  /** Where to go after signing in: `next` when safe, else the signed-in home. */
  afterLogin: string;
  /** Business admin links when an organisation slug is known (the menu shows them to B2B admins). */
  businessAdmin: BusinessAdminLinks | null;
};

function cleanSlug(slug: string | null | undefined): string | null {
  const value = typeof slug === 'string' ? slug.trim() : '';
  return value.length > 0 ? value : null;
}

/** Spec §2 "slug on the user, or a supplied slug". */
export function learnerOrgSlug(user: RoleSubject, suppliedSlug?: string | null): string | null {
  return cleanSlug(user?.organization?.slug) ?? cleanSlug(suppliedSlug);
}

/** '/org/{slug}' for an organisation, '' otherwise (spec §2 "prefixed with /org/{slug}"). */
export function orgPrefix(slug: string | null | undefined): string {
  const value = cleanSlug(slug);
  return value ? `/org/${encodeURIComponent(value)}` : '';
}

/** Spec §2 "Business admin links are built from the organisation slug, plus a leader sub-path." */
export function businessAdminLinks(slug: string | null | undefined): BusinessAdminLinks | null {
  const prefix = orgPrefix(slug);
  if (!prefix) return null;
  return { panel: `${prefix}/panel/`, leader: `${prefix}/panel/leader/` };
}

/**
 * A business context: the user is B2B (spec §4), or the caller supplied an organisation
 * slug ("If the user belongs to an organisation (slug on the user, or a supplied slug)").
 */
function isBusiness(user: RoleSubject, slug: string | null): boolean {
  return isB2B(user) || slug !== null;
}

/**
 * Spec §2 "The dashboard variant applies when the user is B2B, or premium with the
 * premium-dashboard flag on, or has an active degree with the degree-dashboard flag on."
 */
export function learnerVariant(user: RoleSubject, flags: LearnerDashboardFlags = {}, suppliedSlug?: string | null): LearnerVariant {
  if (isBusiness(user, learnerOrgSlug(user, suppliedSlug))) return 'dashboard';
  if (flags.premiumDashboard && isPremium(user)) return 'dashboard';
  if (flags.degreeDashboard && isDegreeStudent(user)) return 'dashboard';
  return 'classic';
}

function firstValue(value: NextInput): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : null;
  return null;
}

/** Spec §2 "A query parameter next (or a global next URL) gives a post-login redirect target"; only same-site paths. */
export function learnerNextPath(next: NextInput, globalNext?: NextInput): string | null {
  return safeNextPath(firstValue(next)) ?? safeNextPath(firstValue(globalNext));
}

/** Every learner-area path for one user (spec §2). */
export function learnerPaths(input: LearnerPathsInput): LearnerPaths {
  const { user } = input;
  const orgSlug = learnerOrgSlug(user, input.orgSlug);
  const prefix = orgPrefix(orgSlug);
  const variant = learnerVariant(user, input.flags, orgSlug);
  const business = isBusiness(user, orgSlug);
  const base = variant === 'dashboard' ? DASHBOARD_LINKS : CLASSIC_LINKS;
  const withPrefix = (path: string) => `${prefix}${path}`;

  const links: LearnerLinks = {
    enrolled: withPrefix(base.enrolled),
    microdegree: withPrefix(base.microdegree),
    bootcamp: withPrefix(base.bootcamp),
    academies: withPrefix(base.academies),
    tracks: withPrefix(base.tracks),
    saved: withPrefix(base.saved),
    projects: withPrefix(base.projects),
    certificates: withPrefix(base.certificates),
    studyPlan: withPrefix(base.studyPlan),
    notes: withPrefix(base.notes),
    contentForYou: base.contentForYou === null ? null : withPrefix(base.contentForYou),
  };
  // The personalised home: the dashboard home, else /home/.
  const signedInHome = variant === 'dashboard' ? withPrefix(DASHBOARD_HOME) : withPrefix(CLASSIC_HOME_SIGNED_IN);
  // "The home target is the login-free home for anonymous non-business users": no user, no organisation.
  const home = user === null && !business ? CLASSIC_HOME_ANONYMOUS : signedInHome;
  const next = learnerNextPath(input.next, input.globalNext);
  return {
    ...links,
    variant,
    orgSlug,
    prefix,
    home,
    myCourses: isDegreeStudent(user) ? links.microdegree : links.enrolled,
    next,
    afterLogin: next ?? signedInHome,
    businessAdmin: businessAdminLinks(orgSlug),
  };
}
