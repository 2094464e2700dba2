/**
 * Organisations (issue 7 items 2, 3 and 5; docs/organizations-and-panels.md) through the real
 * route handlers: organisation info and theme and the admin panel on `b2b`, GetFlagOrganization
 * on `v4.b2b`, the report CSV route. Every field and mutation is called anonymously, with the
 * wrong role and from another organisation, and must refuse, changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { courses, organizationAssignments, organizationInvitations, organizationMembers, organizations, skillPaths, studioUploads, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { registerAccount } from '@/lib/server/services/accounts';
import { getOrgLearning } from '@/lib/server/services/org';
import { advanceStudioUpload } from '@/lib/server/services/org-studio';
import { handleOrgReportCsv } from '@/lib/server/http/org-report-csv-handler';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };

const INFO = `query($slug: String!) { organizationInfo(slug: $slug) { name slug myRole logo logoHeader configuration { darkModeLogo darkModeIsotype isotype studioAvailable } lookAndFeel { primary { main } secondary { main } } } }`;
const FLAGS = `query($slug: String!) { b2bOrganizationCurrent(slug: $slug) { slug name features { originalId name slug scope isActive } } }`;
const REPORT = `query($slug: String!) { organizationReport(slug: $slug) { csvUrl totals { members enrollments } members { userId email role assignedCount } progressBuckets { bucket count } completionsByMonth { month count } } }`;
const MEMBERS = `query($slug: String!) { organizationMembers(slug: $slug) { userId email } }`;
const INVITATIONS = `query($slug: String!) { organizationInvitations(slug: $slug) { id email role url expired } }`;
const ASSIGNMENTS = `query($slug: String!) { organizationAssignments(slug: $slug) { id kind itemId userId } }`;
const UPLOADS = `query($slug: String!) { organizationStudioUploads(slug: $slug) { id status message courseId lectureCount } }`;
const PREVIEW = `query($token: String!) { organizationInvitation(token: $token) { organizationName role state forMe } }`;
const INVITE = `mutation($input: InviteOrganizationMemberInput!) { inviteOrganizationMember(input: $input) { success invitation { id email role url } } }`;
const REVOKE = `mutation($input: OrganizationItemInput!) { revokeOrganizationInvitation(input: $input) { success } }`;
const ACCEPT = `mutation($input: AcceptOrganizationInvitationInput!) { acceptOrganizationInvitation(input: $input) { success organizationSlug role learnUrl } }`;
const REMOVE = `mutation($input: RemoveOrganizationMemberInput!) { removeOrganizationMember(input: $input) { success } }`;
const ASSIGN = `mutation($input: AssignOrganizationContentInput!) { assignOrganizationContent(input: $input) { success id } }`;
const UNASSIGN = `mutation($input: OrganizationItemInput!) { unassignOrganizationContent(input: $input) { success } }`;
const SETTINGS = `mutation($input: UpdateOrganizationSettingsInput!) { updateOrganizationSettings(input: $input) { success warnings organization { logo lookAndFeel { primary { main } secondary { main } } } } }`;
const CREATE_COURSE = `mutation($input: CreateStudioCourseInput!) { createStudioCourse(input: $input) { success upload { id status } } }`;
const ADVANCE = `mutation($input: OrganizationItemInput!) { advanceStudioUpload(input: $input) { success upload { id status message } } }`;
const CANCEL = `mutation($input: OrganizationItemInput!) { cancelStudioUpload(input: $input) { success upload { status } } }`;

type Who = 'anonymous' | 'payg' | 'member' | 'leader' | 'admin' | 'owner' | 'bancoAdmin' | 'bancoMember';
const ids = {} as Record<Exclude<Who, 'anonymous'>, number>;
const cookies = {} as Record<Who, string | undefined>;
let acme: number;
let banco: number;

async function gql(endpoint: 'b2b' | 'v4.b2b', query: string, variables: Record<string, unknown>, who: Who, headers?: Record<string, string>): Promise<Body> {
  return (await callGraphQL(endpoint, query, variables, { cookie: cookies[who], headers })).body as Body;
}

const code = (b: Body) => b.errors?.[0]?.extensions?.code;

async function memberWithRole(orgId: number, role: 'owner' | 'leader' | 'admin' | 'owner-corporation' | 'member', exclude: number[] = []): Promise<number> {
  const rows = await (await getDb())
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, orgId), eq(organizationMembers.role, role)));
  const row = rows.find((r) => !exclude.includes(r.userId));
  if (!row) throw new Error(`no ${role} in org ${orgId}`);
  return row.userId;
}

describe(`organisations on b2b and v4.b2b (${label})`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
    const db = await getDb();
    const orgs = await db.select({ id: organizations.id, slug: organizations.slug }).from(organizations);
    acme = orgs.find((o) => o.slug === 'acme-learning')!.id;
    banco = orgs.find((o) => o.slug === 'banco-andino')!.id;
    const byEmail = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
    ids.payg = await byEmail('payg@demo.cursalia.test');
    ids.member = await byEmail('member@demo.cursalia.test');
    ids.admin = await byEmail('admin@demo.cursalia.test');
    ids.leader = await memberWithRole(acme, 'leader');
    ids.owner = await memberWithRole(acme, 'owner');
    ids.bancoAdmin = await memberWithRole(banco, 'admin');
    ids.bancoMember = await memberWithRole(banco, 'member');
    for (const [who, id] of Object.entries(ids)) cookies[who as Who] = `${SESSION_COOKIE}=${await signSessionToken(id)}`;
    cookies.anonymous = undefined;
  });
  afterAll(teardownTestDatabase);

  it('OrganizationThemeQuery: the theme for members; refused to anonymous, non-members and other organisations', async () => {
    const ok = await gql('b2b', INFO, { slug: 'acme-learning' }, 'member');
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.organizationInfo).toMatchObject({
      name: 'Acme Learning',
      myRole: 'member',
      logo: '/media/org/acme-learning/logo.svg',
      configuration: { darkModeLogo: '/media/org/acme-learning/logo-dark.svg', studioAvailable: true },
      lookAndFeel: { primary: { main: '#5B3DF5' }, secondary: { main: '#00C2A8' } },
    });
    // By numeric id too.
    expect((await gql('b2b', INFO, { slug: String(acme) }, 'member')).data!.organizationInfo).toMatchObject({ slug: 'acme-learning' });
    expect(code(await gql('b2b', INFO, { slug: 'acme-learning' }, 'anonymous'))).toBe('UNAUTHENTICATED');
    expect(code(await gql('b2b', INFO, { slug: 'acme-learning' }, 'payg'))).toBe('FORBIDDEN');
    expect(code(await gql('b2b', INFO, { slug: 'banco-andino' }, 'member'))).toBe('FORBIDDEN');
    expect(code(await gql('b2b', INFO, { slug: 'no-existe' }, 'member'))).toBe('NOT_FOUND');
    const pt = await gql('b2b', INFO, { slug: 'banco-andino' }, 'member', { 'accept-language': 'pt-BR' });
    expect(pt.errors![0].message).toBe('Você não tem permissão para fazer isso nesta organização.');
  });

  it('GetFlagOrganization on v4.b2b: the features of the member’s organisation only', async () => {
    const ok = await gql('v4.b2b', FLAGS, { slug: 'acme-learning' }, 'member');
    const current = ok.data!.b2bOrganizationCurrent as { features: { slug: string; isActive: boolean }[] };
    expect(current.features.find((f) => f.slug === 'studio')).toMatchObject({ isActive: true });
    expect(current.features.find((f) => f.slug === 'custom-catalog')).toMatchObject({ isActive: false });
    expect(code(await gql('v4.b2b', FLAGS, { slug: 'acme-learning' }, 'anonymous'))).toBe('UNAUTHENTICATED');
    expect(code(await gql('v4.b2b', FLAGS, { slug: 'acme-learning' }, 'bancoAdmin'))).toBe('FORBIDDEN');
    // The field lives on v4.b2b only (spec §7).
    expect((await gql('b2b', FLAGS, { slug: 'acme-learning' }, 'member')).errors?.[0].message).toMatch(/b2bOrganizationCurrent/);
  });

  it('the report and members list: admins and leaders of that organisation only', async () => {
    const admin = await gql('b2b', REPORT, { slug: 'acme-learning' }, 'admin');
    expect(admin.errors).toBeUndefined();
    const report = admin.data!.organizationReport as { csvUrl: string; totals: { members: number }; members: { email: string }[]; progressBuckets: unknown[]; completionsByMonth: unknown[] };
    expect(report.csvUrl).toBe('/api/org/acme-learning/report-csv/');
    expect(report.members.map((m) => m.email)).toContain('member@demo.cursalia.test');
    expect(report.totals.members).toBe(report.members.length);
    expect(report.progressBuckets).toHaveLength(6);
    expect(report.completionsByMonth).toHaveLength(6);
    // No member of another organisation appears.
    const bancoIds = (await (await getDb()).select({ userId: organizationMembers.userId }).from(organizationMembers).where(eq(organizationMembers.organizationId, banco))).map((r) => r.userId);
    expect((report.members as unknown as { userId: number }[]).some((m) => bancoIds.includes(m.userId))).toBe(false);

    expect((await gql('b2b', REPORT, { slug: 'acme-learning' }, 'leader')).errors).toBeUndefined();
    expect((await gql('b2b', MEMBERS, { slug: 'acme-learning' }, 'leader')).errors).toBeUndefined();
    for (const [who, expected] of [['anonymous', 'UNAUTHENTICATED'], ['member', 'FORBIDDEN'], ['payg', 'FORBIDDEN'], ['bancoAdmin', 'FORBIDDEN']] as const) {
      expect(code(await gql('b2b', REPORT, { slug: 'acme-learning' }, who)), who).toBe(expected);
      expect(code(await gql('b2b', MEMBERS, { slug: 'acme-learning' }, who)), who).toBe(expected);
    }
    // Leaders read; they do not manage.
    for (const query of [INVITATIONS, ASSIGNMENTS, UPLOADS]) expect(code(await gql('b2b', query, { slug: 'acme-learning' }, 'leader'))).toBe('FORBIDDEN');
  });

  it('invites by e-mail (link, no e-mail), refuses the wrong callers, and only the invited account accepts, once', async () => {
    const db = await getDb();
    const input = { slug: 'acme-learning', email: 'Nueva.Persona@Example.com', role: 'member' };
    for (const [who, expected] of [['anonymous', 'UNAUTHENTICATED'], ['member', 'FORBIDDEN'], ['leader', 'FORBIDDEN'], ['bancoAdmin', 'FORBIDDEN']] as const) {
      expect(code(await gql('b2b', INVITE, { input }, who)), who).toBe(expected);
    }
    expect(await db.select().from(organizationInvitations).where(eq(organizationInvitations.email, 'nueva.persona@example.com'))).toEqual([]);

    const bad = await gql('b2b', INVITE, { input: { ...input, email: 'no-es-un-correo' } }, 'admin');
    expect(bad.errors![0]).toMatchObject({ message: 'Ingresa una dirección de correo válida', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await gql('b2b', INVITE, { input: { ...input, role: 'owner' } }, 'admin')).errors![0].message).toBe('Elige un rol válido para la invitación.');
    expect((await gql('b2b', INVITE, { input: { ...input, email: 'member@demo.cursalia.test' } }, 'admin')).errors![0].message).toBe('Esa persona ya es miembro de la organización.');

    const created = await gql('b2b', INVITE, { input: { ...input, role: 'leader' } }, 'admin');
    expect(created.errors).toBeUndefined();
    const invitation = (created.data!.inviteOrganizationMember as { invitation: { id: number; email: string; role: string; url: string } }).invitation;
    expect(invitation).toMatchObject({ email: 'nueva.persona@example.com', role: 'leader' });
    expect(invitation.url).toMatch(/^\/org\/invitacion\/[A-Za-z0-9_-]{32}\/$/);
    const token = invitation.url.split('/')[3];
    expect((await gql('b2b', INVITE, { input }, 'admin')).errors![0].message).toMatch(/Ya hay una invitación pendiente/);
    const list = (await gql('b2b', INVITATIONS, { slug: 'acme-learning' }, 'admin')).data!.organizationInvitations as { email: string }[];
    expect(list.map((i) => i.email)).toContain('nueva.persona@example.com');
    // Another organisation's admin does not see acme's invitations, and cannot withdraw them.
    const bancoList = (await gql('b2b', INVITATIONS, { slug: 'banco-andino' }, 'bancoAdmin')).data!.organizationInvitations as { email: string }[];
    expect(bancoList.map((i) => i.email)).not.toContain('nueva.persona@example.com');
    expect(code(await gql('b2b', REVOKE, { input: { slug: 'banco-andino', id: invitation.id } }, 'bancoAdmin'))).toBe('NOT_FOUND');

    // Acceptance.
    const reg = await registerAccount(db, { firstName: 'Nueva', lastName: 'Persona', email: 'nueva.persona@example.com', password: 'Clave-2026', language: 'es' });
    if (!reg.ok) throw new Error('register failed');
    const invitee = `${SESSION_COOKIE}=${await signSessionToken(reg.user.id)}`;
    expect(code((await callGraphQL('b2b', ACCEPT, { input: { token } })).body as Body)).toBe('UNAUTHENTICATED');
    const preview = (await gql('b2b', PREVIEW, { token }, 'payg')).data!.organizationInvitation;
    expect(preview).toEqual({ organizationName: '', role: '', state: 'pending', forMe: false });
    expect((await gql('b2b', ACCEPT, { input: { token } }, 'payg')).errors![0].message).toBe('Esta invitación es para otra dirección de correo. Inicia sesión con la cuenta invitada.');
    expect((await callGraphQL('b2b', PREVIEW, { token }, { cookie: invitee })).body.data!.organizationInvitation).toEqual({ organizationName: 'Acme Learning', role: 'leader', state: 'pending', forMe: true });
    const accepted = (await callGraphQL('b2b', ACCEPT, { input: { token } }, { cookie: invitee })).body as Body;
    expect(accepted.data!.acceptOrganizationInvitation).toEqual({ success: true, organizationSlug: 'acme-learning', role: 'leader', learnUrl: '/org/acme-learning/learn/' });
    const [membership] = await db.select().from(organizationMembers).where(and(eq(organizationMembers.organizationId, acme), eq(organizationMembers.userId, reg.user.id)));
    expect(membership.role).toBe('leader');
    expect(((await callGraphQL('b2b', ACCEPT, { input: { token } }, { cookie: invitee })).body as Body).errors![0].message).toBe('Esta invitación ya fue aceptada.');
    expect(((await callGraphQL('b2b', ACCEPT, { input: { token: 'x'.repeat(32) } }, { cookie: invitee })).body as Body).errors![0].message).toBe('Esta invitación no existe o fue retirada.');

    // Expired invitations cannot be accepted; withdrawing works for the right admin.
    const old = await gql('b2b', INVITE, { input: { ...input, email: 'tarde@example.com' } }, 'admin');
    const oldId = (old.data!.inviteOrganizationMember as { invitation: { id: number; url: string } }).invitation;
    await db.update(organizationInvitations).set({ createdAt: new Date(Date.now() - 15 * 86_400_000) }).where(eq(organizationInvitations.id, oldId.id));
    const late = await registerAccount(db, { firstName: 'Tarde', lastName: 'Persona', email: 'tarde@example.com', password: 'Clave-2026', language: 'es' });
    if (!late.ok) throw new Error('register failed');
    const lateCookie = `${SESSION_COOKIE}=${await signSessionToken(late.user.id)}`;
    expect(((await callGraphQL('b2b', ACCEPT, { input: { token: oldId.url.split('/')[3] } }, { cookie: lateCookie })).body as Body).errors![0].message).toMatch(/venció/);
    expect((await gql('b2b', REVOKE, { input: { slug: 'acme-learning', id: oldId.id } }, 'admin')).data!.revokeOrganizationInvitation).toEqual({ success: true });
    expect(await db.select().from(organizationInvitations).where(eq(organizationInvitations.id, oldId.id))).toEqual([]);
  });

  it('assigns a course or a track within the organisation only; the member sees it with progress', async () => {
    const db = await getDb();
    const [publicCourse] = await db.select({ id: courses.id }).from(courses).where(and(isNull(courses.organizationId), eq(courses.isActive, true))).limit(1);
    // A track acme has not assigned yet (the seed assigns one to everyone).
    const taken = (await db.select({ id: organizationAssignments.skillPathId }).from(organizationAssignments).where(eq(organizationAssignments.organizationId, acme))).map((r) => r.id);
    const track = (await db.select({ id: skillPaths.id }).from(skillPaths)).find((t) => !taken.includes(t.id))!;
    const input = { slug: 'acme-learning', courseId: publicCourse.id, userId: ids.member, dueDate: '2026-12-31' };
    for (const [who, expected] of [['anonymous', 'UNAUTHENTICATED'], ['member', 'FORBIDDEN'], ['leader', 'FORBIDDEN'], ['bancoAdmin', 'FORBIDDEN']] as const) {
      expect(code(await gql('b2b', ASSIGN, { input }, who)), who).toBe(expected);
    }
    // Another organisation's admin cannot target acme's member from their own organisation either.
    expect((await gql('b2b', ASSIGN, { input: { ...input, slug: 'banco-andino' } }, 'bancoAdmin')).errors![0].message).toBe('Esa persona no es miembro de esta organización.');
    expect((await gql('b2b', ASSIGN, { input: { slug: 'acme-learning', courseId: publicCourse.id, skillPathId: track.id } }, 'admin')).errors![0].message).toBe('Elige un curso o una ruta (solo uno).');

    const ok = await gql('b2b', ASSIGN, { input }, 'admin');
    expect(ok.errors).toBeUndefined();
    const assignmentId = (ok.data!.assignOrganizationContent as { id: number }).id;
    expect((await gql('b2b', ASSIGN, { input }, 'admin')).errors![0].message).toBe('Eso ya está asignado a esa persona (o a todos).');
    expect((await gql('b2b', ASSIGN, { input: { slug: 'acme-learning', skillPathId: track.id } }, 'admin')).errors).toBeUndefined();

    const [org] = await db.select().from(organizations).where(eq(organizations.id, acme));
    const learning = await getOrgLearning(db, org, ids.member);
    const mine = learning.assignments.find((a) => a.id === assignmentId)!;
    expect(mine).toMatchObject({ kind: 'course', toEveryone: false, dueDate: '2026-12-31' });
    expect(mine.progressPercent).toBeGreaterThanOrEqual(0);
    expect(learning.assignments.some((a) => a.kind === 'track' && a.totalCourses > 0)).toBe(true);
    // The assignment is acme's: the banco admin can neither list nor remove it.
    const bancoAssignments = (await gql('b2b', ASSIGNMENTS, { slug: 'banco-andino' }, 'bancoAdmin')).data!.organizationAssignments as { id: number }[];
    expect(bancoAssignments.map((a) => a.id)).not.toContain(assignmentId);
    expect(code(await gql('b2b', UNASSIGN, { input: { slug: 'banco-andino', id: assignmentId } }, 'bancoAdmin'))).toBe('NOT_FOUND');
    expect((await gql('b2b', UNASSIGN, { input: { slug: 'acme-learning', id: assignmentId } }, 'admin')).data!.unassignOrganizationContent).toEqual({ success: true });
  });

  it('panel-only organisations show members only what is assigned to them', async () => {
    const db = await getDb();
    const [org] = await db.select().from(organizations).where(eq(organizations.id, banco));
    const member = await getOrgLearning(db, org, ids.bancoMember);
    expect(member.scope).toEqual({ catalogue: false, ownCourses: false });
    expect(member.catalogueCourses).toEqual([]);
    expect(member.assignments.length).toBeGreaterThan(0);
    const admin = await getOrgLearning(db, org, ids.bancoAdmin);
    expect(admin.catalogueCourses.length).toBeGreaterThan(0);
  });

  it('removes members: not yourself, owners only by owners, never across organisations', async () => {
    const db = await getDb();
    const target = await memberWithRole(acme, 'member', [ids.member]);
    await db.insert(organizationAssignments).values({ organizationId: acme, userId: target, courseId: (await db.select({ id: courses.id }).from(courses).where(isNull(courses.organizationId)).limit(1))[0].id });
    for (const [who, expected] of [['anonymous', 'UNAUTHENTICATED'], ['member', 'FORBIDDEN'], ['leader', 'FORBIDDEN'], ['bancoAdmin', 'FORBIDDEN']] as const) {
      expect(code(await gql('b2b', REMOVE, { input: { slug: 'acme-learning', userId: target } }, who)), who).toBe(expected);
    }
    expect((await gql('b2b', REMOVE, { input: { slug: 'banco-andino', userId: target } }, 'bancoAdmin')).errors![0].message).toBe('Esa persona no es miembro de esta organización.');
    expect((await gql('b2b', REMOVE, { input: { slug: 'acme-learning', userId: ids.admin } }, 'admin')).errors![0].message).toBe('No puedes quitarte a ti mismo de la organización.');
    expect((await gql('b2b', REMOVE, { input: { slug: 'acme-learning', userId: ids.owner } }, 'admin')).errors![0].message).toBe('Solo un propietario puede quitar a otro propietario.');
    expect((await gql('b2b', REMOVE, { input: { slug: 'acme-learning', userId: ids.owner } }, 'owner')).errors![0].message).toBe('No puedes quitarte a ti mismo de la organización.');

    expect((await gql('b2b', REMOVE, { input: { slug: 'acme-learning', userId: target } }, 'admin')).data!.removeOrganizationMember).toEqual({ success: true });
    expect(await db.select().from(organizationMembers).where(and(eq(organizationMembers.organizationId, acme), eq(organizationMembers.userId, target)))).toEqual([]);
    expect(await db.select().from(organizationAssignments).where(and(eq(organizationAssignments.organizationId, acme), eq(organizationAssignments.userId, target)))).toEqual([]);
    // Removed means locked out.
    const removed = `${SESSION_COOKIE}=${await signSessionToken(target)}`;
    expect(code((await callGraphQL('b2b', INFO, { slug: 'acme-learning' }, { cookie: removed })).body as Body)).toBe('FORBIDDEN');
  });

  it('saves settings with hex colours (warning below AA), refuses bad input and other callers', async () => {
    const db = await getDb();
    const input = { slug: 'acme-learning', logo: '/media/org/acme-learning/logo.svg', darkModeLogo: '', primaryColor: '#00c2a8', secondaryColor: '#0b4f8a' };
    for (const [who, expected] of [['anonymous', 'UNAUTHENTICATED'], ['member', 'FORBIDDEN'], ['leader', 'FORBIDDEN'], ['bancoAdmin', 'FORBIDDEN']] as const) {
      expect(code(await gql('b2b', SETTINGS, { input }, who)), who).toBe(expected);
    }
    expect((await gql('b2b', SETTINGS, { input: { ...input, primaryColor: 'purple' } }, 'admin')).errors![0].message).toBe('Escribe el color en hexadecimal, por ejemplo #4C2FB5.');
    expect((await gql('b2b', SETTINGS, { input: { ...input, logo: 'javascript:alert(1)' } }, 'admin')).errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const [before] = await db.select().from(organizations).where(eq(organizations.id, acme));
    expect(before.primaryColor).toBe('#5B3DF5');

    const saved = await gql('b2b', SETTINGS, { input }, 'admin');
    expect(saved.errors).toBeUndefined();
    const result = saved.data!.updateOrganizationSettings as { warnings: string[]; organization: { lookAndFeel: { primary: { main: string } } } };
    expect(result.organization.lookAndFeel.primary.main).toBe('#00C2A8');
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^El color principal tiene un contraste de 2,\d+:1 sobre fondo blanco/);
    const [after] = await db.select().from(organizations).where(eq(organizations.id, acme));
    expect(after).toMatchObject({ primaryColor: '#00C2A8', secondaryColor: '#0B4F8A', darkModeLogo: null });
    const [other] = await db.select().from(organizations).where(eq(organizations.id, banco));
    expect(other.primaryColor).toBe('#0B4F8A');
    await gql('b2b', SETTINGS, { input: { ...input, primaryColor: '#5B3DF5', secondaryColor: '#00C2A8', darkModeLogo: '/media/org/acme-learning/logo-dark.svg' } }, 'admin');
  });

  it('studio: only where available; a private course moves SUBMITTED → PROGRESSING → COMPLETE or INVALID', async () => {
    const db = await getDb();
    const categoryId = (await db.select({ id: courses.categoryId }).from(courses).limit(1))[0].id;
    const lectures = [
      { title: 'Bienvenida', lectureType: 'CLASS', durationMinutes: 12 },
      { title: 'Normas internas', lectureType: 'PDF', durationMinutes: 5 },
      { title: 'Comprueba lo aprendido', lectureType: 'QUIZ', durationMinutes: 8 },
    ];
    const input = { slug: 'acme-learning', title: 'Inducción Acme', summary: 'Tu primera semana.', categoryId, lectures };
    for (const [who, expected] of [['anonymous', 'UNAUTHENTICATED'], ['member', 'FORBIDDEN'], ['leader', 'FORBIDDEN'], ['bancoAdmin', 'FORBIDDEN']] as const) {
      expect(code(await gql('b2b', CREATE_COURSE, { input }, who)), who).toBe(expected);
    }
    // Banco Andino has no studio (spec §3: both flags needed).
    const noStudio = await gql('b2b', CREATE_COURSE, { input: { ...input, slug: 'banco-andino' } }, 'bancoAdmin');
    expect(noStudio.errors![0]).toMatchObject({ message: 'El estudio no está disponible para esta organización.', extensions: { code: 'FORBIDDEN' } });

    const created = await gql('b2b', CREATE_COURSE, { input }, 'admin');
    expect(created.errors).toBeUndefined();
    const upload = (created.data!.createStudioCourse as { upload: { id: number; status: string } }).upload;
    expect(upload.status).toBe('SUBMITTED');
    const [row] = await db.select().from(studioUploads).where(eq(studioUploads.id, upload.id));
    const [course] = await db.select().from(courses).where(eq(courses.id, row.courseId));
    expect(course).toMatchObject({ organizationId: acme, isActive: false, courseType: 'B2B' });

    // Others cannot move it.
    expect(code(await gql('b2b', ADVANCE, { input: { slug: 'acme-learning', id: upload.id } }, 'leader'))).toBe('FORBIDDEN');
    expect(code(await gql('b2b', ADVANCE, { input: { slug: 'acme-learning', id: upload.id } }, 'bancoAdmin'))).toBe('FORBIDDEN');
    const step1 = await gql('b2b', ADVANCE, { input: { slug: 'acme-learning', id: upload.id } }, 'admin');
    expect((step1.data!.advanceStudioUpload as { upload: { status: string } }).upload.status).toBe('PROGRESSING');
    const step2 = await gql('b2b', ADVANCE, { input: { slug: 'acme-learning', id: upload.id } }, 'admin');
    expect((step2.data!.advanceStudioUpload as { upload: { status: string } }).upload.status).toBe('COMPLETE');
    expect((await gql('b2b', ADVANCE, { input: { slug: 'acme-learning', id: upload.id } }, 'admin')).errors![0].message).toBe('Esa carga no puede avanzar ni cancelarse en su estado actual.');
    expect((await gql('b2b', CANCEL, { input: { slug: 'acme-learning', id: upload.id } }, 'admin')).errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const [live] = await db.select().from(courses).where(eq(courses.id, row.courseId));
    expect(live.isActive).toBe(true);
    // Published to acme's members, never to another organisation or the public catalogue.
    const [acmeOrg] = await db.select().from(organizations).where(eq(organizations.id, acme));
    expect((await getOrgLearning(db, acmeOrg, ids.member)).ownCourses.map((c) => c.id)).toContain(row.courseId);
    const [bancoOrg] = await db.select().from(organizations).where(eq(organizations.id, banco));
    expect((await getOrgLearning(db, bancoOrg, ids.bancoAdmin)).ownCourses.map((c) => c.id)).not.toContain(row.courseId);
    expect((await getOrgLearning(db, bancoOrg, ids.bancoAdmin)).catalogueCourses.map((c) => c.id)).not.toContain(row.courseId);
    // Assignable in acme, not in banco.
    expect((await gql('b2b', ASSIGN, { input: { slug: 'banco-andino', courseId: row.courseId } }, 'bancoAdmin')).errors![0].message).toBe('Ese curso no está disponible para asignar.');
    expect((await gql('b2b', ASSIGN, { input: { slug: 'acme-learning', courseId: row.courseId } }, 'admin')).errors).toBeUndefined();

    // No lectures: INVALID. Cancelling before the end: CANCELED.
    const empty = await gql('b2b', CREATE_COURSE, { input: { ...input, title: 'Curso vacío', lectures: [] } }, 'admin');
    const emptyId = (empty.data!.createStudioCourse as { upload: { id: number } }).upload.id;
    await gql('b2b', ADVANCE, { input: { slug: 'acme-learning', id: emptyId } }, 'admin');
    const invalid = await gql('b2b', ADVANCE, { input: { slug: 'acme-learning', id: emptyId } }, 'admin');
    expect((invalid.data!.advanceStudioUpload as { upload: { status: string; message: string } }).upload).toMatchObject({ status: 'INVALID', message: 'noLectures' });
    const third = await gql('b2b', CREATE_COURSE, { input: { ...input, title: 'Inducción Acme' } }, 'admin');
    const thirdId = (third.data!.createStudioCourse as { upload: { id: number } }).upload.id;
    expect((await gql('b2b', CANCEL, { input: { slug: 'acme-learning', id: thirdId } }, 'admin')).data!.cancelStudioUpload).toEqual({ success: true, upload: { status: 'CANCELED' } });
    const slugs = await db.select({ slug: courses.slug }).from(courses).where(eq(courses.organizationId, acme));
    expect(slugs.map((s) => s.slug)).toEqual(expect.arrayContaining(['acme-learning-induccion-acme', 'acme-learning-induccion-acme-2']));

    // A failure while processing ends in ERROR, which can be retried.
    const failing = await gql('b2b', CREATE_COURSE, { input: { ...input, title: 'Curso que falla' } }, 'admin');
    const failingId = (failing.data!.createStudioCourse as { upload: { id: number } }).upload.id;
    await gql('b2b', ADVANCE, { input: { slug: 'acme-learning', id: failingId } }, 'admin');
    const boom = await advanceStudioUpload(db, { organizationId: acme, uploadId: failingId, now: new Date() }, () => {
      throw new Error('transcoder down');
    });
    expect(boom).toEqual({ ok: true, status: 'ERROR', problem: null });
    const uploads = (await gql('b2b', UPLOADS, { slug: 'acme-learning' }, 'admin')).data!.organizationStudioUploads as { id: number; status: string; message: string | null }[];
    expect(uploads.find((u) => u.id === failingId)).toMatchObject({ status: 'ERROR', message: 'processingFailed' });
    expect((await advanceStudioUpload(db, { organizationId: banco, uploadId: failingId, now: new Date() })).ok).toBe(false);
    const retried = await gql('b2b', ADVANCE, { input: { slug: 'acme-learning', id: failingId } }, 'admin');
    expect((retried.data!.advanceStudioUpload as { upload: { status: string } }).upload.status).toBe('SUBMITTED');
    expect(code(await gql('b2b', UPLOADS, { slug: 'banco-andino' }, 'bancoAdmin'))).toBe('FORBIDDEN');
  });

  it('the CSV route: admins and leaders of that organisation; RFC 4180 with a BOM', async () => {
    const get = (who: Who, slug = 'acme-learning', query = '') =>
      handleOrgReportCsv(new Request(`http://localhost/api/org/${slug}/report-csv/${query}`, { headers: cookies[who] ? { cookie: cookies[who]! } : {} }), slug);
    expect((await get('anonymous')).status).toBe(401);
    expect((await get('member')).status).toBe(403);
    expect((await get('payg')).status).toBe(403);
    expect((await get('bancoAdmin')).status).toBe(403);
    expect((await get('admin', 'no-existe')).status).toBe(404);
    const forbidden = await get('bancoAdmin');
    expect(await forbidden.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'No tienes permiso para hacer esto en esta organización.' });

    const res = await get('admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="informe-acme-learning-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Nombre,Correo,Rol,Miembro desde,Inscripciones,Cursos completados,Avance promedio (%),Asignaciones,Asignaciones completadas,Avance en asignaciones (%)');
    expect(lines.at(-1)).toBe('');
    expect(lines.some((l) => l.includes(',member@demo.cursalia.test,Miembro,'))).toBe(true);
    const acmeMembers = await (await getDb()).select({ userId: organizationMembers.userId }).from(organizationMembers).where(eq(organizationMembers.organizationId, acme));
    expect(lines.length - 2).toBe(acmeMembers.length);

    expect((await get('leader')).status).toBe(200);
    const pt = await (await get('admin', 'acme-learning', '?lang=pt')).text();
    expect(pt.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Nome,E-mail,Função,/);
  });

  it('never mixes organisations in what it stores', async () => {
    const db = await getDb();
    // Every acme assignment targets an acme member or everyone.
    const rows = await db
      .select({ userId: organizationAssignments.userId })
      .from(organizationAssignments)
      .where(eq(organizationAssignments.organizationId, acme));
    const members = new Set((await db.select({ userId: organizationMembers.userId }).from(organizationMembers).where(eq(organizationMembers.organizationId, acme))).map((r) => r.userId));
    for (const r of rows) expect(r.userId === null || members.has(r.userId)).toBe(true);
    const privateCourses = await db
      .select({ id: organizationAssignments.id })
      .from(organizationAssignments)
      .innerJoin(courses, eq(courses.id, organizationAssignments.courseId))
      .where(and(inArray(organizationAssignments.organizationId, [acme, banco]), or(isNull(courses.organizationId), eq(courses.organizationId, organizationAssignments.organizationId))));
    const all = await db.select({ id: organizationAssignments.id }).from(organizationAssignments).where(and(inArray(organizationAssignments.organizationId, [acme, banco])));
    const trackOnly = await db.select({ id: organizationAssignments.id }).from(organizationAssignments).where(and(inArray(organizationAssignments.organizationId, [acme, banco]), isNull(organizationAssignments.courseId)));
    expect(privateCourses.length + trackOnly.length).toBe(all.length);
  });
});
