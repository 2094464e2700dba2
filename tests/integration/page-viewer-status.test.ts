/**
 * Issue 18 item 7, on a real database: the status the proxy gives a sign-in-only page for a
 * well-signed session token (lib/server/security/page-viewer-status.ts). Every page with an
 * access rule answers 403 to a demo account its page refuses and nothing (the page's own 200) to
 * one it lets in; a session ended by logout answers 401; pages open to every signed-in user and
 * unknown organisations are left to the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { organizationMembers, organizations, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken, verifySessionToken } from '@/lib/server/auth/session-token';
import { SIGN_IN_ROUTES } from '@/lib/server/security/page-access';
import { matchedRoute } from '@/lib/server/security/page-rendering';
import { PAGE_VIEWER_RULES } from '@/lib/server/security/page-viewer-rules';
import { signedInPageStatus } from '@/lib/server/security/page-viewer-status';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

type Who = 'payg' | 'premium' | 'member' | 'admin' | 'mentor' | 'teacher' | 'affiliate' | 'staff' | 'leader';
const tokens = {} as Record<Who, string>;

async function idOf(email: string): Promise<number> {
  const [row] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function leaderOf(slug: string): Promise<number> {
  const [row] = await (await getDb())
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizations.slug, slug), eq(organizationMembers.role, 'leader')))
    .orderBy(asc(organizationMembers.userId))
    .limit(1);
  if (!row) throw new Error(`no leader in ${slug}`);
  return row.userId;
}

/** The status the proxy gives `path` for `token`, whose claims it read with verifySessionToken. */
async function statusFor(path: string, token: string) {
  const claims = await verifySessionToken(token);
  if (!claims) throw new Error('a demo token that does not verify');
  return signedInPageStatus(matchedRoute(path), claims);
}

const statusOf = (path: string, who: Who) => statusFor(path, tokens[who]);

beforeAll(async () => {
  await setupTestDatabase();
  for (const key of ['payg', 'premium', 'member', 'admin', 'mentor', 'teacher', 'affiliate', 'staff'] as const) tokens[key] = await signSessionToken(await idOf(`${key}@demo.cursalia.test`));
  tokens.leader = await signSessionToken(await leaderOf('acme-learning'));
});
afterAll(teardownTestDatabase);

describe('the status of a sign-in-only page for a signed-in viewer', () => {
  // [path, who the page lets in, who it refuses]
  const cases: [string, Who, Who][] = [
    ['/panel-profesor/', 'teacher', 'payg'],
    ['/panel-profesor/respuestas-por-revisar/', 'teacher', 'premium'],
    ['/en/panel-profesor/respuestas-por-revisar/', 'staff', 'payg'],
    ['/mentor/panel/proyectos/', 'mentor', 'payg'],
    ['/staff/analytics/', 'staff', 'teacher'],
    ['/afiliados/panel/', 'affiliate', 'payg'],
    ['/inbox/', 'premium', 'payg'],
    ['/learn/my-courses/saved/', 'premium', 'payg'],
    ['/pt/panel/mis-cursos-guardados/', 'premium', 'payg'],
    ['/org/acme-learning/learn/', 'member', 'payg'],
    ['/org/acme-learning/learn/my-courses/enrolled/', 'member', 'premium'],
    ['/org/acme-learning/learn/certificates/', 'member', 'payg'],
    ['/org/acme-learning/panel/', 'admin', 'member'],
    ['/org/acme-learning/panel/leader/', 'leader', 'member'],
  ];

  it.each(cases)('%s: null for %s, 403 for %s', async (path, allowed, refused) => {
    expect(await statusOf(path, allowed)).toBeNull();
    expect(await statusOf(path, refused)).toBe(403);
  });

  it('leaves pages open to every signed-in user, and unknown organisations, to the page', async () => {
    expect(await statusOf('/learn/', 'payg')).toBeNull();
    expect(await statusOf('/panel/mis-cursos/', 'payg')).toBeNull();
    expect(await statusOf('/configuracion/', 'staff')).toBeNull();
    expect(await statusOf('/org/no-existe/panel/', 'payg')).toBeNull();
    // Not a sign-in-only page at all: the proxy asks nothing.
    expect(await statusOf('/cursos-online/', 'payg')).toBeNull();
  });

  it('answers 401 to a session that has ended since its token was signed', async () => {
    const token = await signSessionToken(await idOf('payg@demo.cursalia.test'));
    expect(await statusFor('/learn/', token)).toBeNull();
    const out = await callGraphQL<{ logout: { success: boolean } }>('auth', 'mutation { logout { success } }', {}, { cookie: `${SESSION_COOKIE}=${token}` });
    expect(out.body.data?.logout.success).toBe(true);
    expect(await statusFor('/learn/', token)).toBe(401);
    expect(await statusFor('/panel-profesor/', token)).toBe(401);
  });

  it('has a rule only for sign-in-only routes', () => {
    for (const route of Object.keys(PAGE_VIEWER_RULES)) expect(SIGN_IN_ROUTES.has(route), route).toBe(true);
  });
});
