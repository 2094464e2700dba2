/**
 * Every demo account, through the real `me` handler, fed to lib/domain/roles: the flags and the
 * student type each audience of spec §1 must have (spec §4, §6), and the same answer from the
 * server's viewer record (lib/server/auth/viewer-roles.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { DEMO_ACCOUNTS, type DemoKey } from '@/lib/server/db/seed/demo-accounts';
import { signSessionToken } from '@/lib/server/auth/session-token';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { loadViewer } from '@/lib/server/services/viewer';
import { canViewAffiliatePanel, canViewMentorPanel, canViewTeacherPanel, menuUserView, roleFlags, type RoleFlags, type RoleUser } from '@/lib/domain/roles';
import { learnerPaths } from '@/lib/domain/paths/learner-paths';

/** The `me` selection lib/domain/roles reads (spec §3 fields). */
const ME = `{
  me {
    isStaff isMentor isProfessor isAffiliate hasMembership segmentation userDegreeSegmentation
    organization { slug name myRole assignedType }
    membership { membershipType { method } }
    features { teacherPanel mentorPanel }
  }
}`;

const ids = new Map<DemoKey, number>();
const subjects = new Map<DemoKey, RoleUser>();

async function meOf(userId: number): Promise<RoleUser | null> {
  const token = await signSessionToken(userId);
  const res = await callGraphQL<{ me: RoleUser | null }>('currentUser', ME, {}, { cookie: `cursalia_jwt=${token}` });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.me;
}

function flagsOf(key: DemoKey): RoleFlags {
  return roleFlags(subjects.get(key)!);
}

/** Flags that are true for this account; every other boolean flag must be false. */
const EXPECTED_TRUE: Record<DemoKey, (keyof RoleFlags)[]> = {
  payg: ['payg'],
  premium: ['premium', 'hasInboxAccess', 'canSaveCourses', 'chatSupportVisible'],
  trial: ['premium', 'premiumTrial', 'canSaveCourses'],
  degree: ['degree', 'chatSupportVisible'],
  member: ['b2b', 'b2bAllCatalog', 'hasInboxAccess', 'chatSupportVisible', 'showInboxLink'],
  admin: ['b2b', 'b2bAdmin', 'b2bAllCatalog', 'hasInboxAccess', 'chatSupportVisible', 'showInboxLink'],
  mentor: ['mentor', 'hasInboxAccess', 'showInboxLink'],
  teacher: ['teacher', 'hasInboxAccess', 'showInboxLink'],
  // Spec §6 PAYG excludes mentor, teacher, premium, degree, business member and admin only:
  // an affiliate or a staff member with no other role is PAYG.
  affiliate: ['affiliate', 'payg'],
  staff: ['staff', 'payg'],
};

const EXPECTED_TYPE: Record<DemoKey, RoleFlags['studentType']> = {
  payg: 'payg',
  premium: 'premium',
  trial: 'premium-trial',
  degree: 'degree',
  member: 'b2b',
  admin: 'b2b',
  mentor: 'payg',
  teacher: 'payg',
  affiliate: 'payg',
  staff: 'payg',
};

describe('lib/domain/roles on every demo account through `me` (spec §1 audiences, §4, §6)', () => {
  beforeAll(async () => {
    await setupTestDatabase();
    const db = await getDb();
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      ids.set(account.key, row.id);
      const me = await meOf(row.id);
      expect(me, account.key).not.toBeNull();
      subjects.set(account.key, me!);
    }
  });
  afterAll(teardownTestDatabase);

  it('signed out, `me` is null and lib/domain/roles says anonymous', async () => {
    const res = await callGraphQL<{ me: RoleUser | null }>('currentUser', ME);
    expect(res.body.data!.me).toBeNull();
    expect(roleFlags(res.body.data!.me)).toMatchObject({ anonymous: true, payg: false, studentType: 'anonymous' });
  });

  it.each(DEMO_ACCOUNTS.map((a) => a.key))('%s has exactly its flags and student type', (key) => {
    const flags = flagsOf(key);
    const { studentType, ...booleans } = flags;
    const expected = new Set<keyof RoleFlags>([...EXPECTED_TRUE[key], 'signedIn']);
    for (const [flag, value] of Object.entries(booleans)) {
      expect(value, `${key}.${flag}`).toBe(expected.has(flag as keyof RoleFlags));
    }
    expect(studentType).toBe(EXPECTED_TYPE[key]);
  });

  it('payg → payg', () => {
    expect(flagsOf('payg')).toMatchObject({ payg: true, studentType: 'payg', hasInboxAccess: false, canSaveCourses: false });
  });

  it('premium → premium, inbox access, can save courses', () => {
    expect(flagsOf('premium')).toMatchObject({ premium: true, premiumTrial: false, hasInboxAccess: true, canSaveCourses: true, studentType: 'premium' });
  });

  it('trial → premium trial (method A_2), no inbox access, no chat support', () => {
    expect(subjects.get('trial')!.membership?.membershipType.method).toBe('A_2');
    expect(flagsOf('trial')).toMatchObject({ premium: true, premiumTrial: true, hasInboxAccess: false, chatSupportVisible: false, studentType: 'premium-trial' });
  });

  it('degree → degree student', () => {
    expect(flagsOf('degree')).toMatchObject({ degree: true, payg: false, studentType: 'degree' });
  });

  it('member → b2b, not admin', () => {
    expect(flagsOf('member')).toMatchObject({ b2b: true, b2bAdmin: false, studentType: 'b2b' });
  });

  it('admin → b2b and b2b admin', () => {
    expect(flagsOf('admin')).toMatchObject({ b2b: true, b2bAdmin: true, studentType: 'b2b' });
    expect(menuUserView(subjects.get('admin')!)).toMatchObject({ isB2BAdmin: true, organization: { slug: 'acme-learning', myRole: 'admin' } });
    expect(learnerPaths({ user: subjects.get('admin')! }).businessAdmin?.panel).toBe('/org/acme-learning/panel/');
  });

  it('mentor → mentor with inbox access and the mentor panel', () => {
    expect(flagsOf('mentor')).toMatchObject({ mentor: true, hasInboxAccess: true, payg: false });
    expect(canViewMentorPanel(subjects.get('mentor')!)).toBe(true);
  });

  it('teacher → teacher with the teacher panel', () => {
    expect(flagsOf('teacher')).toMatchObject({ teacher: true, payg: false });
    expect(canViewTeacherPanel(subjects.get('teacher')!)).toBe(true);
  });

  it('affiliate → affiliate, and PAYG (affiliates are not in the PAYG exclusion list)', () => {
    expect(flagsOf('affiliate')).toMatchObject({ affiliate: true, payg: true, studentType: 'payg' });
    expect(canViewAffiliatePanel(subjects.get('affiliate')!)).toBe(true);
  });

  it('staff → staff', () => {
    expect(flagsOf('staff')).toMatchObject({ staff: true });
  });

  it('the server derives the same role subject from its viewer record as the client from `me`', async () => {
    const db = await getDb();
    for (const account of DEMO_ACCOUNTS) {
      const viewer = await loadViewer(db, ids.get(account.key)!);
      expect(roleSubjectFromViewer(viewer), account.key).toEqual(subjects.get(account.key));
    }
    expect(roleSubjectFromViewer(null)).toBeNull();
  });
});
