import 'server-only';
import {
  canOpenQuizReviews,
  canSaveCourses,
  canViewAffiliatePanel,
  canViewAnalyticsDashboard,
  canViewInbox,
  canViewMentorPanel,
  canViewOrgLearning,
  canViewTeacherPanel,
  type RoleSubject,
} from '@/lib/domain/roles';
import { hasOrgCapability, type OrgCapability } from '@/lib/domain/org/permissions';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { loadMemberRole, loadOrganization } from '@/lib/server/loaders/org-access';
import type { ViewerRecord } from '@/lib/server/services/viewer';

/**
 * Who may open each sign-in-only page that is not open to every signed-in user (issue 18 item 7):
 * the proxy asks before the page renders, so a refused viewer's page answers 403. Each entry
 * calls the very rule its page calls to choose the "no access" notice (lib/domain/roles,
 * lib/domain/org/permissions.ts), so the status and the page cannot disagree;
 * tests/integration/page-viewer-status.test.ts walks every entry with an allowed and a refused
 * demo account. An organisation that does not exist passes: its page answers 404 itself.
 */
type RuleInput = { viewer: ViewerRecord; subject: RoleSubject; params: Readonly<Record<string, string>> };
type PageRule = (input: RuleInput) => boolean | Promise<boolean>;

/**
 * The viewer's role in the `[orgId]` organisation, read by the loaders the organisation's pages
 * read it with; `undefined` when there is no such organisation.
 */
async function orgRole({ viewer, params }: RuleInput): Promise<string | null | undefined> {
  const org = await loadOrganization(params.orgId ?? '');
  return org ? loadMemberRole(org.id, viewer.user.id) : undefined;
}

/** org-page-gate.ts: a section of the organisation's own pages. */
const orgSection =
  (capability: OrgCapability): PageRule =>
  async (input) => {
    const role = await orgRole(input);
    return role === undefined || hasOrgCapability(role, capability);
  };

/** learner-page.ts: an organisation's learner area (any member). */
const orgLearning: PageRule = async (input) => {
  const role = await orgRole(input);
  return role === undefined || canViewOrgLearning(role);
};

const savedCourses: PageRule = ({ subject }) => canSaveCourses(subject);

const ORG_LEARNER_CONCEPTS = ['academies', 'bootcamp', 'certificates', 'content-for-you', 'microdegree', 'my-courses/enrolled', 'my-courses/notes', 'my-courses/tracks', 'projects', 'studyplan'];

export const PAGE_VIEWER_RULES: Readonly<Record<string, PageRule>> = {
  '/panel-profesor/': ({ subject }) => canViewTeacherPanel(subject),
  '/panel-profesor/respuestas-por-revisar/': ({ subject }) => canOpenQuizReviews(subject),
  '/mentor/panel/proyectos/': ({ subject }) => canViewMentorPanel(subject),
  '/staff/analytics/': ({ subject }) => canViewAnalyticsDashboard(subject),
  '/afiliados/panel/': ({ subject }) => canViewAffiliatePanel(subject),
  '/inbox/': ({ subject }) => canViewInbox(subject),
  '/learn/my-courses/saved/': savedCourses,
  '/panel/mis-cursos-guardados/': savedCourses,
  '/org/[orgId]/learn/': orgSection('learn'),
  '/org/[orgId]/panel/': orgSection('manage'),
  '/org/[orgId]/panel/leader/': orgSection('report'),
  '/org/[orgId]/learn/my-courses/saved/': async (input) => (await orgLearning(input)) && canSaveCourses(input.subject),
  ...Object.fromEntries(ORG_LEARNER_CONCEPTS.map((concept) => [`/org/[orgId]/learn/${concept}/`, orgLearning])),
};

/** Whether the signed-in `viewer` may open the page of `route` (true for routes without a rule). */
export async function viewerMayOpen(route: string, params: Readonly<Record<string, string>>, viewer: ViewerRecord): Promise<boolean> {
  const rule = PAGE_VIEWER_RULES[route];
  return rule ? rule({ viewer, subject: roleSubjectFromViewer(viewer), params }) : true;
}
