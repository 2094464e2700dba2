/**
 * Every derived flag of spec §6 ("Roles and permissions") and the student type of spec §4,
 * from one plain user shape. Pure: the server (pages, services) and the client (menu, chat,
 * analytics) call these same functions.
 */
import {
  ACTIVE_DEGREE_SEGMENTATION,
  SEGMENTATION,
  TRIAL_MEMBERSHIP_METHOD,
  type OrgRole,
  type RoleLoadState,
  type RoleSubject,
} from './subject';

/** Spec §6 "B2B admin: organisation myRole is admin, owner or owner-corporation." */
export const B2B_ADMIN_ROLES: readonly OrgRole[] = ['admin', 'owner', 'owner-corporation'];

export function isB2BAdminRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && (B2B_ADMIN_ROLES as readonly string[]).includes(role);
}

/**
 * Spec §4 student types. `premium-trial` is the premium type of a user whose membership
 * method is A_2 ("premium-trial is premium whose membership type method is A_2").
 */
export type StudentType = 'anonymous' | 'degree' | 'b2b' | 'premium' | 'premium-trial' | 'register' | 'payg';

export type RoleFlags = {
  /** §6 "no current user and not loading". */
  anonymous: boolean;
  /** A current user is known. */
  signedIn: boolean;
  staff: boolean;
  mentor: boolean;
  /** §6 "teacher (from isProfessor)". */
  teacher: boolean;
  affiliate: boolean;
  /** §4 "has a membership or segmentation Member". */
  premium: boolean;
  /** §4 "premium whose membership type method is A_2". */
  premiumTrial: boolean;
  /** §4 "active degree segmentation". */
  degree: boolean;
  /** §4 "has an organisation or segmentation B2B" (a business member). */
  b2b: boolean;
  /** §6 "organisation myRole is admin, owner or owner-corporation". */
  b2bAdmin: boolean;
  /** B2B user whose organisation gives panel-only access (assignedType panel-only). */
  b2bOnlyPanel: boolean;
  /** B2B user whose organisation gives the whole catalogue (assignedType all-catalog). */
  b2bAllCatalog: boolean;
  /** §6 "not anonymous, and not mentor, teacher, premium, degree student, business member or business admin". */
  payg: boolean;
  /** §6 "mentor, business member, teacher, or premium whose membership method is not A_2". */
  hasInboxAccess: boolean;
  /** §4 "segmentation Register (a new user)". */
  newUser: boolean;
  /** §6 "Saving courses: premium users only". */
  canSaveCourses: boolean;
  /** §6 "Chat support: shown only to active-degree users, B2B users, or premium users not on a trial; disabled when a hide-chat flag is set". */
  chatSupportVisible: boolean;
  /** §6 "The menu shows the inbox link for users with inbox access who are not premium, or for mentors". */
  showInboxLink: boolean;
  /** §4, or null while the user is loading or failed to load (neither anonymous nor a known user). */
  studentType: StudentType | null;
};

export type RoleOptions = RoleLoadState & {
  /** The hide-chat flag of spec §6 (a layout or page flag). */
  hideChat?: boolean;
};

/** §6 "Anonymous: no current user and not loading." */
export function isAnonymous(subject: RoleSubject, state: RoleLoadState = {}): boolean {
  return subject === null && !state.loading;
}

/** §4 "degree: active degree segmentation". */
export function isDegreeStudent(subject: RoleSubject): boolean {
  return subject !== null && subject.userDegreeSegmentation === ACTIVE_DEGREE_SEGMENTATION;
}

/** §4 "b2b: has an organisation or segmentation B2B". */
export function isB2B(subject: RoleSubject): boolean {
  return subject !== null && (Boolean(subject.organization) || subject.segmentation === SEGMENTATION.b2b);
}

/** §4 "premium: has a membership or segmentation Member". */
export function isPremium(subject: RoleSubject): boolean {
  return subject !== null && (subject.hasMembership || subject.segmentation === SEGMENTATION.member);
}

/** §4 "premium-trial is premium whose membership type method is A_2". */
export function isPremiumTrial(subject: RoleSubject): boolean {
  return isPremium(subject) && subject?.membership?.membershipType.method === TRIAL_MEMBERSHIP_METHOD;
}

/** §6 B2B admin, from the user's organisation role. */
export function isB2BAdmin(subject: RoleSubject): boolean {
  return subject !== null && isB2BAdminRole(subject.organization?.myRole);
}

/** §4 "register: segmentation Register (a new user)". */
export function isNewUser(subject: RoleSubject): boolean {
  return subject !== null && subject.segmentation === SEGMENTATION.register;
}

/**
 * §6 "PAYG: not anonymous, and not mentor, teacher, premium, degree student, business member
 * or business admin". Only a known user can be PAYG (spec §1: "signed-in users"), so a user
 * still loading is not PAYG either. Staff, affiliates and new users are not excluded.
 */
export function isPayg(subject: RoleSubject): boolean {
  if (subject === null) return false;
  return !subject.isMentor && !subject.isProfessor && !isPremium(subject) && !isDegreeStudent(subject) && !isB2B(subject) && !isB2BAdmin(subject);
}

/** The inbox rule over already-derived facts (for callers that hold flags rather than a user). */
export function inboxAccessRule(facts: { mentor: boolean; b2b: boolean; teacher: boolean; premium: boolean; premiumTrial: boolean }): boolean {
  return facts.mentor || facts.b2b || facts.teacher || (facts.premium && !facts.premiumTrial);
}

/** §6 "Inbox access: mentor, business member, teacher, or premium whose membership method is not A_2." */
export function hasInboxAccess(subject: RoleSubject): boolean {
  if (subject === null) return false;
  return inboxAccessRule({
    mentor: subject.isMentor,
    b2b: isB2B(subject),
    teacher: subject.isProfessor,
    premium: isPremium(subject),
    premiumTrial: isPremiumTrial(subject),
  });
}

/** §6 "The menu shows the inbox link for users with inbox access who are not premium, or for mentors." */
export function showInboxLink(subject: RoleSubject): boolean {
  if (subject === null) return false;
  return (hasInboxAccess(subject) && !isPremium(subject)) || subject.isMentor;
}

/** §6 "Saving courses: premium users only." */
export function canSaveCourses(subject: RoleSubject): boolean {
  return isPremium(subject);
}

/**
 * §6 "Chat support: shown only to active-degree users, B2B users, or premium users not on a
 * trial; disabled when a hide-chat flag is set."
 */
export function isChatSupportVisible(subject: RoleSubject, options: { hideChat?: boolean } = {}): boolean {
  if (options.hideChat) return false;
  return isDegreeStudent(subject) || isB2B(subject) || (isPremium(subject) && !isPremiumTrial(subject));
}

/**
 * §4 student type, in its precedence: anonymous ("no user, loaded without error"), degree,
 * b2b, premium (premium-trial when the method is A_2), register, payg ("any other signed-in
 * user"). Null when there is no user yet because it is loading or failed to load.
 */
export function studentType(subject: RoleSubject, state: RoleLoadState = {}): StudentType | null {
  if (subject === null) return !state.loading && !state.error ? 'anonymous' : null;
  if (isDegreeStudent(subject)) return 'degree';
  if (isB2B(subject)) return 'b2b';
  if (isPremium(subject)) return isPremiumTrial(subject) ? 'premium-trial' : 'premium';
  if (isNewUser(subject)) return 'register';
  return 'payg';
}

/** Every flag at once (spec §6 "Derived flags"), for a page, a service or the client. */
export function roleFlags(subject: RoleSubject, options: RoleOptions = {}): RoleFlags {
  const organization = subject?.organization ?? null;
  const b2b = isB2B(subject);
  return {
    anonymous: isAnonymous(subject, options),
    signedIn: subject !== null,
    staff: subject?.isStaff ?? false,
    mentor: subject?.isMentor ?? false,
    teacher: subject?.isProfessor ?? false,
    affiliate: subject?.isAffiliate ?? false,
    premium: isPremium(subject),
    premiumTrial: isPremiumTrial(subject),
    degree: isDegreeStudent(subject),
    b2b,
    b2bAdmin: isB2BAdmin(subject),
    b2bOnlyPanel: b2b && organization?.assignedType === 'panel-only',
    b2bAllCatalog: b2b && organization?.assignedType === 'all-catalog',
    payg: isPayg(subject),
    hasInboxAccess: hasInboxAccess(subject),
    newUser: isNewUser(subject),
    canSaveCourses: canSaveCourses(subject),
    chatSupportVisible: isChatSupportVisible(subject, options),
    showInboxLink: showInboxLink(subject),
    studentType: studentType(subject, options),
  };
}
