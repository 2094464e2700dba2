import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users, userSettings } from '@/lib/server/db/schema';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/server/auth/passwords';
import { usernameFromEmail } from '@/lib/auth/username';

export type AccountSummary = { id: number; email: string };

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
  input: { firstName: string; lastName: string; email: string; password: string; language: string },
): Promise<RegisterResult> {
  const email = input.email.trim();
  if (await emailInUse(db, email)) return { ok: false, reason: 'email-taken' };
  const passwordHash = await hashPassword(input.password);
  const username = await freeUsername(db, usernameFromEmail(email));
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email, username, passwordHash, firstName: input.firstName.trim(), lastName: input.lastName.trim(), language: input.language, segmentation: 'Register' })
        .returning({ id: users.id, email: users.email });
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

/** The account for a username or e-mail and password, or null (same answer either way). */
export async function authenticate(db: Db, login: string, password: string): Promise<AccountSummary | null> {
  const needle = login.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${needle}`, sql`lower(${users.username}) = ${needle}`))
    .limit(1);
  if (!row) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(row.passwordHash, password)) ? { id: row.id, email: row.email } : null;
}

export async function accountExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
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
  const [existing] = await db.select({ id: users.id, email: users.email }).from(users).where(sql`lower(${users.email}) = lower(${profile.email})`).limit(1);
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
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(sql`lower(${users.email}) = lower(${profile.email})`).limit(1);
  return row;
}
