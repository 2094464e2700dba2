/**
 * UpdateUserThemePreference = createOrUpdateUserSettings(darkMode) on the `private` endpoint
 * (spec §4 Theme, §7): only for a signed-in user, persisted in user_settings.dark_mode.
 * Called through the real route handler, with the CSRF double-submit pair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { userSettings, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { readDarkMode } from '@/lib/server/services/user-settings';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const MUTATION = `mutation UpdateUserThemePreference($darkMode: Boolean!) {
  createOrUpdateUserSettings(darkMode: $darkMode) { success messages settings { id darkMode } }
}`;
const ME = `query { me { settings { id darkMode } } }`;

type Payload = { success: boolean; messages: string[]; settings: { id: string; darkMode: boolean } | null };
type Result = { status: number; body: { data?: { createOrUpdateUserSettings: Payload } | null; errors?: { message: string; extensions?: { code?: string } }[] } };

function save(variables: Record<string, unknown>, options: { cookie?: string; headers?: Record<string, string> } = {}): Promise<Result> {
  return callGraphQL('private', MUTATION, variables, options) as Promise<Result>;
}

async function userId(email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row.id;
}

async function sessionCookie(id: number): Promise<string> {
  return `${SESSION_COOKIE}=${await signSessionToken(id)}`;
}

describe('createOrUpdateUserSettings (UpdateUserThemePreference) on the private endpoint', () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('refuses an anonymous caller with a translated UNAUTHENTICATED error', async () => {
    const res = await save({ darkMode: true });
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Inicia sesión para guardar tu preferencia de tema.', extensions: { code: 'UNAUTHENTICATED' } });

    const pt = await save({ darkMode: true }, { headers: { 'accept-language': 'pt-BR' } });
    expect(pt.body.errors?.[0]).toMatchObject({ message: 'Entre na sua conta para salvar sua preferência de tema.', extensions: { code: 'UNAUTHENTICATED' } });
    const en = await save({ darkMode: true }, { headers: { 'accept-language': 'en-US' } });
    expect(en.body.errors?.[0]?.message).toBe('Sign in to save your theme preference.');

    const tampered = await save({ darkMode: true }, { cookie: `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad` });
    expect(tampered.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input (not a boolean, null, missing) and changes nothing', async () => {
    const id = await userId('premium@demo.cursalia.test');
    const cookie = await sessionCookie(id);
    const before = await readDarkMode(await getDb(), id);
    for (const variables of [{ darkMode: 'yes' }, { darkMode: 1 }, { darkMode: null }, {}]) {
      const res = await save(variables, { cookie });
      expect(res.body.data?.createOrUpdateUserSettings ?? null, JSON.stringify(variables)).toBeNull();
      expect(res.body.errors?.[0]?.message, JSON.stringify(variables)).toMatch(/darkMode/);
    }
    expect(await readDarkMode(await getDb(), id)).toBe(before);
  });

  it('saves the choice for the signed-in user, both ways, and `me` returns it', async () => {
    const id = await userId('premium@demo.cursalia.test');
    const cookie = await sessionCookie(id);

    const dark = await save({ darkMode: true }, { cookie });
    expect(dark.body.errors).toBeUndefined();
    expect(dark.body.data!.createOrUpdateUserSettings).toEqual({
      success: true,
      messages: ['Guardamos tu preferencia de tema.'],
      settings: { id: expect.any(String), darkMode: true },
    });
    expect(await readDarkMode(await getDb(), id)).toBe(true);

    const me = (await callGraphQL<{ me: { settings: { id: string; darkMode: boolean } } }>('default', ME, {}, { cookie })).body.data!.me;
    expect(me.settings).toEqual({ id: dark.body.data!.createOrUpdateUserSettings.settings!.id, darkMode: true });

    const light = await save({ darkMode: false }, { cookie, headers: { 'accept-language': 'pt-BR' } });
    expect(light.body.data!.createOrUpdateUserSettings).toMatchObject({ success: true, messages: ['Salvamos sua preferência de tema.'], settings: { darkMode: false } });
    expect(await readDarkMode(await getDb(), id)).toBe(false);
  });

  it('creates the settings row for a user who has none', async () => {
    const id = await userId('payg@demo.cursalia.test');
    const db = await getDb();
    await db.delete(userSettings).where(eq(userSettings.userId, id));
    expect(await readDarkMode(db, id)).toBeNull();
    const res = await save({ darkMode: true }, { cookie: await sessionCookie(id) });
    expect(res.body.data!.createOrUpdateUserSettings.success).toBe(true);
    expect(await readDarkMode(db, id)).toBe(true);
  });

  it('a token for a user that no longer exists is treated as signed out', async () => {
    const res = await save({ darkMode: true }, { cookie: await sessionCookie(987_654) });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is refused without the CSRF pair, like every mutation', async () => {
    const id = await userId('premium@demo.cursalia.test');
    const res = (await callGraphQL('private', MUTATION, { darkMode: true }, { cookie: await sessionCookie(id), csrf: false })) as Result;
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('CSRF_FAILED');
  });
});
