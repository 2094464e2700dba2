import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users, userSettings } from '@/lib/server/db/schema';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/server/auth/passwords';
import { usernameFromEmail } from '@/lib/domain/auth/username';

/** An account that is signing in: its session version goes into the token (issue 17 item 1). */
export type AccountSummary = { id: number; email: string; sessionVersion: number };

const summary = { id: users.id, email: users.email, sessionVersion: users.sessionVersion };

export type RegisterResult = { ok: true; user: AccountSummary } | { ok: false; reason: 'email-taken' };

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return Boolean(row);
}

async function freeUsername(db: Db, base: string): Promise<string> {
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${base}%`}`);
  const names = new Set(taken.map((r) => r.username.toLowerCase()));
  if (!names.has(base)) return base;
  for (let n = 2; n < 100_000; n += 1) if (!names.has(`${base}${n}`)) return `${base}${n}`;
  return `${base}${Date.now() % 1_000_000}`;
}

/** Creates a learner (segmentation 'Register': a new user, spec §4) with default settings. */
export async function registerAccount(
  db: Db,
  input: { firstName?: string | null; lastName?: string | null; email: string; password: string; language: string },
): Promise<RegisterResult> {
  const email = input.email.trim();
  if (await emailInUse(db, email)) return { ok: false, reason: 'email-taken' };
  const passwordHash = await hashPassword(input.password);
  const username = await freeUsername(db, usernameFromEmail(email));
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email, username, passwordHash, firstName: (input.firstName ?? '').trim(), lastName: (input.lastName ?? '').trim(), language: input.language, segmentation: 'Register' })
        .returning(summary);
      await tx.insert(userSettings).values({ userId: created.id });
      return created;
    });
    return { ok: true, user };
  } catch (err) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(err)) return { ok: false, reason: 'email-taken' };
    throw err;
  }
}

/** A sign-in's account, found by e-mail or username (either signs in), with its password hash. */
export type LoginAccount = AccountSummary & { passwordHash: string };

/** The account a login (username or e-mail, any case) names, or null. */
export async function findLoginAccount(db: Db, login: string): Promise<LoginAccount | null> {
  const needle = login.trim().toLowerCase();
  const [row] = await db
    .select({ ...summary, passwordHash: users.passwordHash })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${needle}`, sql`lower(${users.username}) = ${needle}`))
    .limit(1);
  return row ?? null;
}

/** Whether the password is the account's; for no account, a dummy hash is checked (same time, same answer). */
export async function passwordMatches(account: LoginAccount | null, password: string): Promise<boolean> {
  if (!account) return verifyAgainstDummy(password).then(() => false);
  return verifyPassword(account.passwordHash, password);
}

export type PasswordChange = { ok: true; sessionVersion: number } | { ok: false; reason: 'wrong-password' };

/**
 * Replaces the password after checking the current one, and bumps the session version in the
 * same write: every token issued before stops counting (issue 17 item 1). The caller issues a new
 * token for the browser that made the change. The write only lands if the hash is still the one
 * that was checked (two changes racing: one wins, the other is refused as a wrong password).
 */
export async function changePassword(db: Db, userId: number, currentPassword: string, newPassword: string): Promise<PasswordChange> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) {
    await verifyAgainstDummy(currentPassword);
    return { ok: false, reason: 'wrong-password' };
  }
  if (!(await verifyPassword(row.passwordHash, currentPassword))) return { ok: false, reason: 'wrong-password' };
  const passwordHash = await hashPassword(newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(and(eq(users.id, userId), eq(users.passwordHash, row.passwordHash)))
    .returning({ sessionVersion: users.sessionVersion });
  return updated ? { ok: true, sessionVersion: updated.sessionVersion } : { ok: false, reason: 'wrong-password' };
}

/**
 * The account of a verified social-login e-mail: the existing one, or a new learner with a
 * random password (they can set one later through password recovery).
 */
export async function findOrCreateSocialAccount(
  db: Db,
  profile: { email: string; firstName: string; lastName: string },
  language: string,
): Promise<AccountSummary> {
  const [existing] = await db.select(summary).from(users).where(sql`lower(${users.email}) = lower(${profile.email})`).limit(1);
  if (existing) return existing;
  const result = await registerAccount(db, {
    firstName: profile.firstName || profile.email.split('@')[0],
    lastName: profile.lastName,
    email: profile.email,
    password: randomBytes(24).toString('base64url'),
    language,
  });
  if (result.ok) return result.user;
  // Registered concurrently by another request: read it back.
  const [row] = await db.select(summary).from(users).where(sql`lower(${users.email}) = lower(${profile.email})`).limit(1);
  return row;
}
