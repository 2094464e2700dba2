/**
 * The authorization matrix of tests/integration/authorization-matrix.test.ts (issue 9: "every
 * mutation and private query refuses the anonymous and the wrong-role caller"): every Query and
 * Mutation field of every GraphQL module, classified by who may call it, with plausible variables
 * aimed at real seeded rows (so a missing check would really change something).
 *
 * Adding a field to a module's schema.graphql fails the test until it is classified here; a field
 * named here that no endpoint serves any more fails it too.
 */
import type { ModuleName } from '@/graphql/module-name';
import { errorTranslator } from '@/lib/server/i18n/server-messages';

/** Everyone the matrix calls as: the demo accounts of spec §6 plus organisation roles of the seed. */
export type Who =
  | 'anonymous'
  /** A tampered session token (an admin's, its signature changed): must count as signed out. */
  | 'tampered'
  /** An admin's session token after logging out with it (issue 17 item 1): must count as signed out. */
  | 'revoked'
  /** Long mode: an admin's session token whose lifetime has run out: must count as signed out. */
  | 'expired'
  /**
   * Long mode: a validly signed session token of a user id that does not exist (a deleted
   * account): must be refused like a signed-out caller (or FORBIDDEN where a role is required).
   */
  | 'ghost'
  | 'payg'
  | 'premium'
  | 'trial'
  | 'degree'
  | 'member'
  | 'admin'
  | 'mentor'
  | 'teacher'
  | 'affiliate'
  | 'staff'
  /** The leader of acme-learning (a seeded learner). */
  | 'leader'
  /** The admin of banco-andino: an organisation admin, of another organisation. */
  | 'bancoAdmin'
  /** A high-education member of universidad-del-sol (higher-education home on: no notifications, spec §6). */
  | 'highEd';

export type SignedInWho = Exclude<Who, 'anonymous' | 'tampered' | 'revoked' | 'expired' | 'ghost'>;

/** Callers that must be treated as signed out. */
export const ANONYMOUS_CALLERS = ['anonymous', 'tampered', 'revoked'] as const satisfies readonly Who[];

/** Long mode (AUTHZ_LONG=1): a further caller that must be treated as signed out (the ghost has a test of its own). */
export const LONG_ANONYMOUS_CALLERS = ['expired'] as const satisfies readonly Who[];

/** Every signed-in caller: the ten demo accounts and the three organisation roles of the seed. */
export const SIGNED_IN = ['payg', 'premium', 'trial', 'degree', 'member', 'admin', 'mentor', 'teacher', 'affiliate', 'staff', 'leader', 'bancoAdmin', 'highEd'] as const satisfies readonly SignedInWho[];

/** Roles the resolvers enforce beyond "signed in" (each with its own check in its module). */
export type Role = 'premium' | 'chatSupport' | 'mentor' | 'teacher' | 'quizReviewer' | 'affiliate' | 'notifications' | 'orgMember' | 'orgReport' | 'orgManage' | 'orgStudio';

/**
 * - public: anyone, signed in or not (catalogue, login, a guest's cart);
 * - perUser: anyone, but the answer is the caller's own: anonymous callers get `anonymous`;
 * - signedIn: any signed-in user (UNAUTHENTICATED otherwise), scoped to their own rows;
 * - a Role: UNAUTHENTICATED signed out, FORBIDDEN for the wrong role.
 */
export type Access = 'public' | 'perUser' | 'signedIn' | Role;

/**
 * Per role: `allowed`, the caller of the positive check; `wrong`, the representative refused
 * callers of the fast run; `everyone`, every signed-in caller the rule lets through — the long
 * run (AUTHZ_LONG=1) refuses all the others and checks that each of these is answered.
 */
export const ROLES: Record<Role, { rule: string; allowed: SignedInWho; wrong: readonly SignedInWho[]; everyone: readonly SignedInWho[] }> = {
  premium: { rule: 'spec §6 saving courses: premium users only (lib/domain/roles canSaveCourses)', allowed: 'premium', wrong: ['payg', 'teacher', 'staff'], everyone: ['premium', 'trial'] },
  chatSupport: {
    rule: 'spec §6 chat support: active degree, B2B or non-trial premium',
    allowed: 'premium',
    wrong: ['payg', 'trial', 'staff'],
    everyone: ['premium', 'degree', 'member', 'admin', 'leader', 'bancoAdmin', 'highEd'],
  },
  mentor: { rule: 'features.mentorPanel', allowed: 'mentor', wrong: ['payg', 'teacher', 'staff'], everyone: ['mentor'] },
  teacher: { rule: 'features.teacherPanel', allowed: 'teacher', wrong: ['payg', 'mentor', 'staff'], everyone: ['teacher'] },
  quizReviewer: { rule: 'features.teacherPanel or staff (lib/domain/roles canOpenQuizReviews)', allowed: 'teacher', wrong: ['payg', 'premium', 'mentor'], everyone: ['teacher', 'staff'] },
  affiliate: { rule: 'isAffiliate', allowed: 'affiliate', wrong: ['payg', 'mentor', 'staff'], everyone: ['affiliate'] },
  notifications: {
    rule: 'spec §6: not a high-education member of an organisation with the higher-education home',
    allowed: 'payg',
    wrong: ['highEd'],
    everyone: ['payg', 'premium', 'trial', 'degree', 'member', 'admin', 'mentor', 'teacher', 'affiliate', 'staff', 'leader', 'bancoAdmin'],
  },
  orgMember: { rule: 'any role in THAT organisation (acme-learning)', allowed: 'member', wrong: ['payg', 'staff', 'bancoAdmin', 'highEd'], everyone: ['member', 'admin', 'leader'] },
  orgReport: { rule: 'admin, owner or leader of THAT organisation', allowed: 'leader', wrong: ['member', 'staff', 'bancoAdmin'], everyone: ['admin', 'leader'] },
  orgManage: { rule: 'admin or owner of THAT organisation', allowed: 'admin', wrong: ['member', 'leader', 'staff', 'bancoAdmin'], everyone: ['admin'] },
  orgStudio: { rule: 'admin or owner of THAT organisation, with the studio available', allowed: 'admin', wrong: ['member', 'leader', 'staff', 'bancoAdmin'], everyone: ['admin'] },
};

/** Real seeded (or set-up) rows the variables aim at; filled by the test's beforeAll. */
export type Targets = {
  /** A published course (original id) with a price, in payg's cart. */
  cartCourseId: number;
  /** A course premium is enrolled in. */
  enrolledCourseId: number;
  /** A QUIZ lecture of a course premium is enrolled in. */
  quizLectureId: number;
  /** A public FREE course on offer (one-click enrollment). */
  freeCourseId: number;
  /** A course on pre-sale or scheduled (agenda). */
  upcomingCourseId: number;
  /** A course premium has saved. */
  savedCourseId: number;
  /** An organisation-private (studio) course of acme-learning. */
  privateCourseId: number;
  /** One of premium's notes, and one of premium's DRAFT projects. */
  noteId: number;
  draftProjectId: number;
  /** A project waiting for the demo mentor's review. */
  reviewableProjectId: number;
  /** A seeded quiz attempt whose written answer awaits the demo teacher's review, and that answer's question. */
  pendingQuizReview: { attemptId: number; questionId: string };
  /** One of premium's notifications. */
  notificationId: number;
  /** The number of a paid order of a seeded learner who is none of the matrix's callers. */
  orderNumber: string;
  acme: { slug: string; logo: string; darkModeLogo: string; invitationId: number; invitationToken: string; assignmentId: number; memberUserId: number; uploadId: number };
  bancoSlug: string;
  categoryId: number;
  skillPathId: number;
};

/** An exact refusal, an exact answer, or (`partial`) an answer that includes these fields (the rest is the caller's own). */
export type Expectation = { code: string; message: string } | { data: unknown } | { partial: Record<string, unknown> };

export type FieldCase = {
  access: Access;
  /** Variables for every required argument (aimed at real rows); none when the field takes none. */
  variables?: (t: Targets) => Record<string, unknown>;
  /** Selection set; `{ __typename }` for object types when absent. */
  selection?: string;
  /** perUser (and optionally public) fields: what a signed-out caller gets. */
  anonymous?: unknown;
  /** perUser fields: a caller whose own answer differs from the anonymous one (their data exists). */
  owner?: SignedInWho;
  /**
   * A caller allowed to use the field, aimed at another user's or organisation's row: must not
   * reach it (a NOT_FOUND-like error or an empty answer) and must change nothing. With `owner`
   * (the account whose row it is; null when it is none of the matrix's callers) the long run
   * sends the same request as every allowed caller but the owner. On perUser fields it is
   * checked in the long run only.
   */
  foreign?: { who: SignedInWho; owner?: SignedInWho | null; variables?: (t: Targets) => Record<string, unknown>; expect: Expectation };
  /** The allowed caller for the positive check of a restricted query (default: the role's, or premium). */
  allowed?: SignedInWho;
};

export type ModuleCases = { Query?: Record<string, FieldCase>; Mutation?: Record<string, FieldCase> };

const t = errorTranslator('es');

/** The exact translated refusals each module answers (requests are sent without a locale: Spanish). */
export const REFUSALS: Record<ModuleName, { unauthenticated?: string; forbidden?: string; byField?: Record<string, { unauthenticated?: string; forbidden?: string }> }> = {
  system: {},
  user: {},
  catalogue: {},
  'feature-flags': {},
  auth: { unauthenticated: t('session.unauthenticated') },
  search: {},
  academies: {},
  cart: {},
  'membership-offers': {},
  account: { unauthenticated: t('auth.basicData.errors.unauthenticated'), byField: { createOrUpdateUserSettings: { unauthenticated: t('settings.preferences.themeUnauthenticated') } } },
  agenda: { unauthenticated: t('agenda.errors.unauthenticated') },
  learning: { unauthenticated: t('learning.errors.unauthenticated') },
  'site-support': { unauthenticated: t('siteChrome.api.unauthenticated'), forbidden: t('siteChrome.api.chatForbidden') },
  'saved-courses': { unauthenticated: t('savedCourses.errors.unauthenticated'), forbidden: t('savedCourses.errors.forbidden') },
  panels: { unauthenticated: t('panels.unauthenticated'), forbidden: t('panels.forbidden') },
  notifications: { unauthenticated: t('notifications.errors.unauthenticated'), forbidden: t('notifications.errors.higherEducation') },
  checkout: { unauthenticated: t('checkout.unauthenticated') },
  org: { unauthenticated: t('org.unauthenticated'), forbidden: t('org.forbidden') },
  'org-flags': { unauthenticated: t('org.unauthenticated'), forbidden: t('org.forbidden') },
  'course-access': { unauthenticated: t('courseAccess.unauthenticated') },
  classroom: { unauthenticated: t('classroom.actions.unauthenticated') },
  'classroom-quiz': { unauthenticated: t('lectureProgress.quiz.unauthenticated', { when: '' }) },
};

const acmeItem = (id: (x: Targets) => number) => (x: Targets) => ({ input: { slug: x.acme.slug, id: id(x) } });
const bancoItem = (id: (x: Targets) => number) => (x: Targets) => ({ input: { slug: x.bancoSlug, id: id(x) } });
const orgSlug = (x: Targets) => ({ slug: x.acme.slug });
const itemNotFound = { code: 'NOT_FOUND', message: t('org.itemNotFound') };
const noteNotFound = { code: 'NOT_FOUND', message: t('learning.errors.noteNotFound') };
const projectNotFound = { code: 'NOT_FOUND', message: t('learning.errors.projectNotFound') };
const studioLectures = [
  { title: 'Bienvenida', lectureType: 'CLASS', durationMinutes: 12 },
  { title: 'Comprueba lo aprendido', lectureType: 'QUIZ', durationMinutes: 8 },
];

/** Every Query and Mutation field of every module, by module folder (graphql/modules/<name>). */
export const MATRIX = {
  system: { Query: { health: { access: 'public' } } },
  user: {
    Query: { me: { access: 'perUser', selection: '{ id email }', anonymous: null, owner: 'payg' } },
  },
  catalogue: {
    Query: {
      courses: { access: 'public', variables: () => ({ first: 3 }) },
      // Public, but an organisation's private (studio) course is not in the public catalogue.
      course: { access: 'public', variables: (x) => ({ id: String(x.privateCourseId) }), selection: '{ id title }', anonymous: null },
    },
  },
  'feature-flags': { Query: { featureFlag: { access: 'public', variables: () => ({ flagKey: 'user_notification_web' }) } } },
  auth: {
    Query: { socialLoginProviders: { access: 'public' } },
    Mutation: {
      register: { access: 'public' },
      login: { access: 'public' },
      logout: { access: 'public' },
      // Issue 17 item 1: a signed-out (or revoked) caller can neither end nor re-key another's sessions.
      logoutEverywhere: { access: 'signedIn' },
      changePassword: { access: 'signedIn', variables: () => ({ input: { currentPassword: 'Demo-2026', newPassword: 'Intruso-2026' } }), selection: '{ success }' },
    },
  },
  search: {
    Query: {
      searchCourses: { access: 'public', variables: () => ({ q: 'diseño', first: 3 }) },
      // Issue 16 item 3: the overlay's category and professor suggestions.
      searchSuggestions: { access: 'public', variables: () => ({ q: 'foto' }), selection: '{ categories { name url } professors { name } }' },
    },
  },
  academies: { Query: { educationAcademies: { access: 'public' } } },
  'membership-offers': {
    Query: { membershipTypesV2: { access: 'public', variables: () => ({ group: 'MEMBERSHIP-POPUP-USER-UPDATE' }) }, phoneCountries: { access: 'public' } },
  },
  cart: {
    // A visitor's cart is keyed by their own cookie: signed out with none, there is no cart to see or change.
    Query: { myCart: { access: 'perUser', selection: '{ id itemCount }', anonymous: null, owner: 'payg' } },
    Mutation: {
      shoppingCartAddItem: { access: 'public' },
      shoppingCartRemoveItem: {
        access: 'perUser',
        variables: (x) => ({ input: { courseId: String(x.cartCourseId) } }),
        selection: '{ success shoppingCart { id itemCount } }',
        anonymous: { success: false, shoppingCart: null },
        // Long run: nobody else can take the course out of payg's cart.
        foreign: { who: 'premium', owner: 'payg', expect: { partial: { success: false } } },
      },
    },
  },
  agenda: {
    Query: { myCourseSubscriptions: { access: 'perUser', anonymous: [], owner: 'premium' } },
    Mutation: { courseSubscribe: { access: 'signedIn', variables: (x) => ({ input: { courseId: String(x.upcomingCourseId), contentType: 'cursalia-on-scheduled' } }) } },
  },
  account: {
    Mutation: {
      updateBasicData: { access: 'signedIn', variables: () => ({ input: { firstName: 'Intruso', lastName: 'Anónimo', phoneCode: '+51', phoneNumber: '987654321' } }) },
      createOrUpdateUserSettings: { access: 'signedIn', variables: () => ({ darkMode: true }) },
    },
  },
  learning: {
    Query: {
      myLearnerNotes: { access: 'signedIn', variables: (x) => ({ courseId: String(x.enrolledCourseId) }) },
      myLearnerProjects: { access: 'signedIn' },
      myStudyPlan: { access: 'signedIn' },
    },
    Mutation: {
      createLearnerNote: { access: 'signedIn', variables: (x) => ({ input: { courseId: String(x.enrolledCourseId), body: 'Repasar la clase de composición.' } }) },
      updateLearnerNote: {
        access: 'signedIn',
        variables: (x) => ({ id: String(x.noteId), input: { body: 'Texto cambiado por otra persona.' } }),
        foreign: { who: 'payg', owner: 'premium', expect: noteNotFound },
      },
      deleteLearnerNote: { access: 'signedIn', variables: (x) => ({ id: String(x.noteId) }), foreign: { who: 'payg', owner: 'premium', expect: noteNotFound } },
      createLearnerProject: {
        access: 'signedIn',
        variables: (x) => ({ input: { courseId: String(x.enrolledCourseId), title: 'Proyecto final', description: 'Una marca completa.', evaluation: 'FINAL_PROJECT' } }),
      },
      updateLearnerProject: {
        access: 'signedIn',
        variables: (x) => ({ id: String(x.draftProjectId), input: { title: 'Título cambiado', description: 'Otra descripción.', evaluation: 'FINAL_PROJECT' } }),
        foreign: { who: 'payg', owner: 'premium', expect: projectNotFound },
      },
      submitLearnerProject: { access: 'signedIn', variables: (x) => ({ id: String(x.draftProjectId) }), foreign: { who: 'payg', owner: 'premium', expect: projectNotFound } },
      deleteLearnerProject: { access: 'signedIn', variables: (x) => ({ id: String(x.draftProjectId) }), foreign: { who: 'payg', owner: 'premium', expect: projectNotFound } },
      saveStudyPlan: { access: 'signedIn', variables: () => ({ input: { frequency: 'THREE', intensity: 'REGULAR', weekdays: [1, 3, 5] } }) },
      deleteStudyPlan: { access: 'signedIn' },
    },
  },
  'site-support': {
    Query: { supportMessages: { access: 'chatSupport' } },
    Mutation: {
      savePhoneNumber: { access: 'signedIn', variables: () => ({ input: { phoneCode: '+51', phoneNumber: '987 654 321' } }) },
      supportMessage: { access: 'chatSupport', variables: () => ({ input: { body: 'Hola, necesito ayuda con mi curso.', sourcePath: '/mi-aprendizaje/' } }) },
    },
  },
  'saved-courses': {
    Query: {
      mySavedCourses: { access: 'premium', variables: () => ({ first: 12 }) },
      savedCourseIds: { access: 'premium' },
      isCourseSaved: { access: 'premium', variables: (x) => ({ course_id: String(x.savedCourseId) }) },
    },
    Mutation: {
      createSavedCourse: { access: 'premium', variables: (x) => ({ course_id: String(x.cartCourseId) }) },
      deleteSavedCourse: { access: 'premium', variables: (x) => ({ course_id: String(x.savedCourseId) }) },
    },
  },
  panels: {
    Query: {
      mentorProjects: { access: 'mentor' },
      teacherSales: { access: 'teacher', variables: () => ({ months: 6 }) },
      affiliateSummary: { access: 'affiliate' },
      pendingQuizReviews: { access: 'quizReviewer', variables: () => ({ first: 10 }), selection: '{ totalCount }' },
    },
    Mutation: {
      reviewQuizAttempt: {
        access: 'quizReviewer',
        variables: (x) => ({ attemptId: x.pendingQuizReview.attemptId, grades: [{ questionId: x.pendingQuizReview.questionId, accepted: true }] }),
      },
      reviewProject: { access: 'mentor', variables: (x) => ({ input: { projectId: x.reviewableProjectId, score: 85, feedback: 'Muy buen trabajo, cuida el contraste.' } }) },
      updateMentorStatus: { access: 'mentor', variables: () => ({ input: { status: 'VACATIONS' } }) },
    },
  },
  notifications: {
    Query: {
      notifications: { access: 'notifications', variables: () => ({ first: 10 }) },
      notificationsAccess: {
        access: 'perUser',
        selection: '{ visible organizationHigherEducationHome }',
        anonymous: { visible: false, organizationHigherEducationHome: false },
        owner: 'payg',
      },
    },
    Mutation: {
      markNotificationAsRead: {
        access: 'notifications',
        variables: (x) => ({ id: String(x.notificationId) }),
        foreign: { who: 'payg', owner: 'premium', expect: { code: 'NOT_FOUND', message: t('notifications.errors.notFound') } },
      },
      markAllNotificationsAsRead: { access: 'notifications' },
    },
  },
  checkout: {
    Query: {
      myOrder: { access: 'signedIn', variables: (x) => ({ number: x.orderNumber }), selection: '{ number totalCents }', foreign: { who: 'payg', owner: null, expect: { data: null } } },
      testPaymentCards: { access: 'public' },
    },
    Mutation: {
      checkoutCart: {
        access: 'signedIn',
        variables: () => ({ input: { idempotencyKey: 'authz-matrix-0001', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/35', cardCvc: '123', cardHolder: 'Camila Rojas' } }),
      },
    },
  },
  org: {
    Query: {
      organizationInfo: { access: 'orgMember', variables: orgSlug },
      organizationMembers: { access: 'orgReport', variables: orgSlug },
      organizationReport: { access: 'orgReport', variables: orgSlug },
      organizationInvitations: { access: 'orgManage', variables: orgSlug },
      organizationAssignments: { access: 'orgManage', variables: orgSlug },
      organizationStudioUploads: { access: 'orgStudio', variables: orgSlug },
      // Any signed-in user may open an invitation link; only the invited account learns what it is for.
      organizationInvitation: {
        access: 'signedIn',
        variables: (x) => ({ token: x.acme.invitationToken }),
        selection: '{ organizationName organizationSlug role email forMe }',
        foreign: { who: 'payg', owner: null, expect: { data: { organizationName: '', organizationSlug: '', role: '', email: '', forMe: false } } },
      },
    },
    Mutation: {
      inviteOrganizationMember: { access: 'orgManage', variables: (x) => ({ input: { slug: x.acme.slug, email: 'nueva.persona@acme.example', role: 'admin' } }) },
      revokeOrganizationInvitation: {
        access: 'orgManage',
        variables: acmeItem((x) => x.acme.invitationId),
        foreign: { who: 'bancoAdmin', variables: bancoItem((x) => x.acme.invitationId), expect: itemNotFound },
      },
      // Any signed-in user may try a token; only the invited e-mail's account joins.
      acceptOrganizationInvitation: {
        access: 'signedIn',
        variables: (x) => ({ input: { token: x.acme.invitationToken } }),
        foreign: { who: 'payg', owner: null, expect: { code: 'BAD_USER_INPUT', message: t('org.invitationEmailMismatch') } },
      },
      removeOrganizationMember: {
        access: 'orgManage',
        variables: (x) => ({ input: { slug: x.acme.slug, userId: x.acme.memberUserId } }),
        foreign: { who: 'bancoAdmin', variables: (x) => ({ input: { slug: x.bancoSlug, userId: x.acme.memberUserId } }), expect: { code: 'BAD_USER_INPUT', message: t('org.notMember') } },
      },
      assignOrganizationContent: { access: 'orgManage', variables: (x) => ({ input: { slug: x.acme.slug, skillPathId: x.skillPathId, dueDate: '2027-06-30' } }) },
      unassignOrganizationContent: {
        access: 'orgManage',
        variables: acmeItem((x) => x.acme.assignmentId),
        foreign: { who: 'bancoAdmin', variables: bancoItem((x) => x.acme.assignmentId), expect: itemNotFound },
      },
      updateOrganizationSettings: {
        access: 'orgManage',
        variables: (x) => ({ input: { slug: x.acme.slug, logo: x.acme.logo, darkModeLogo: x.acme.darkModeLogo, primaryColor: '#102030', secondaryColor: '#FFCC00' } }),
      },
      createStudioCourse: {
        access: 'orgStudio',
        variables: (x) => ({ input: { slug: x.acme.slug, title: 'Curso impostor', summary: 'No debería existir.', categoryId: x.categoryId, lectures: studioLectures } }),
      },
      advanceStudioUpload: { access: 'orgStudio', variables: acmeItem((x) => x.acme.uploadId) },
      cancelStudioUpload: { access: 'orgStudio', variables: acmeItem((x) => x.acme.uploadId) },
    },
  },
  'org-flags': { Query: { b2bOrganizationCurrent: { access: 'orgMember', variables: orgSlug } } },
  // Course.viewerAccess is per viewer but hangs on Course, not on a root field (tests/integration/course-access.test.ts).
  'course-access': { Mutation: { enrollFreeCourse: { access: 'signedIn', variables: (x) => ({ courseId: String(x.freeCourseId) }) } } },
  // Progress is the caller's own; which lectures they may touch is the access rule's (tests/integration/classroom.test.ts).
  classroom: {
    Mutation: {
      recordLecturePlayback: { access: 'signedIn', variables: () => ({ lectureId: '1', positionSeconds: 10, watchedSeconds: 10 }) },
      completeLecture: { access: 'signedIn', variables: () => ({ lectureId: '1' }) },
      submitSurvey: { access: 'signedIn', variables: () => ({ lectureId: '1', answers: [] }) },
    },
  },
  // Signed in, then the course access rule per lecture (tests/integration/classroom-quiz.test.ts: no access, no quiz).
  'classroom-quiz': {
    Mutation: {
      startQuizAttempt: { access: 'signedIn', variables: (x) => ({ lectureId: String(x.quizLectureId) }) },
      submitQuizAttempt: { access: 'signedIn', variables: (x) => ({ lectureId: String(x.quizLectureId), answers: [] }) },
      confirmQuizAnswer: { access: 'signedIn', variables: (x) => ({ lectureId: String(x.quizLectureId), answer: { questionId: 'q1', optionIds: ['a'] } }) },
    },
  },
} satisfies Record<ModuleName, ModuleCases>;
