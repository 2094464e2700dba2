import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { getDb } from '@/lib/server/db/client';

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { success token user { id originalId email } errors { field message } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { success token user { originalId email } errors { field message } } }`;

type AuthResult = { success: boolean; token: string | null; user: { originalId: number; email: string } | null; errors: { field: string | null; message: string }[] };

async function userCount(): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`select count(*)::int as n from users`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

function sessionFrom(headers: Headers): string | null {
  const cookie = headers.get('set-cookie');
  const match = cookie && /cursalia_jwt=([^;]*)/.exec(cookie);
  return match ? match[1] : null;
}

describe('auth endpoint (spec §5 validation, issue 3 contract)', () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('refuses bad registrations with the exact Spanish messages and stores nothing', async () => {
    const before = await userCount();
    const res = await callGraphQL<{ register: AuthResult }>('auth', REGISTER, {
      input: { firstName: '', lastName: 'Pérez', email: 'no-es-correo', password: '123', acceptLegal: false },
    });
    const errors = Object.fromEntries(res.body.data!.register.errors.map((e) => [e.field, e.message]));
    expect(res.body.data!.register.success).toBe(false);
    expect(errors).toEqual({
      firstName: 'Campo Requerido',
      email: 'Ingresa una dirección de correo válida',
      password: 'Tu contraseña debe de tener entre 6 y 20 caracteres',
      acceptLegal: 'Debes aceptar los Términos, Condiciones y Políticas para continuar.',
    });
    expect(await userCount()).toBe(before);
  });

  it('registers, signs in with e-mail and username, and refuses a taken e-mail', async () => {
    const input = { firstName: 'Lucía', lastName: 'Ramírez', email: 'lucia.ramirez@example.com', password: 'Secreta-1', acceptLegal: true };
    const res = await callGraphQL<{ register: AuthResult }>('auth', REGISTER, { input });
    expect(res.body.data!.register).toMatchObject({ success: true, errors: [], user: { email: input.email } });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await callGraphQL<{ me: { email: string; segmentation: string; username: string } }>('currentUser', '{ me { email segmentation username } }', {}, { cookie: `cursalia_jwt=${sessionFrom(res.headers)}` });
    expect(me.body.data!.me).toMatchObject({ email: input.email, segmentation: 'Register', username: 'lucia.ramirez' });

    const again = await callGraphQL<{ register: AuthResult }>('auth', REGISTER, { input: { ...input, email: 'LUCIA.RAMIREZ@example.com' } });
    expect(again.body.data!.register.errors).toEqual([{ field: 'email', message: 'El email ingresado ya se encuentra en uso' }]);

    for (const username of [input.email, 'lucia.ramirez']) {
      const login = await callGraphQL<{ login: AuthResult }>('auth', LOGIN, { input: { username, password: input.password } });
      expect(login.body.data!.login.success).toBe(true);
      expect(sessionFrom(login.headers)).toBeTruthy();
    }
  });

  it('spec §5 "names are optional by display": a sign-up without names creates the account without them', async () => {
    const input = { email: 'sin.nombres@example.com', password: 'Secreta-1', acceptLegal: true };
    const res = await callGraphQL<{ register: AuthResult }>('auth', REGISTER, { input });
    expect(res.body.data!.register).toMatchObject({ success: true, errors: [] });
    const me = await callGraphQL<{ me: { firstName: string; lastName: string; displayName: string } }>('currentUser', '{ me { firstName lastName displayName } }', {}, { cookie: `cursalia_jwt=${sessionFrom(res.headers)}` });
    expect(me.body.data!.me).toEqual({ firstName: '', lastName: '', displayName: 'sin.nombres' });
    const nulls = await callGraphQL<{ register: AuthResult }>('auth', REGISTER, { input: { ...input, email: 'nombres.nulos@example.com', firstName: null, lastName: null } });
    expect(nulls.body.data!.register.success).toBe(true);
  });

  it('spec §5 username pattern: a user field without @ that no username can match is refused with its message', async () => {
    const res = await callGraphQL<{ login: AuthResult }>('auth', LOGIN, { input: { username: 'lucia-ramirez', password: 'Secreta-1' } });
    expect(res.body.data!.login.errors).toEqual([{ field: 'username', message: 'El usuario empieza con una letra y solo tiene letras, números, puntos o guiones bajos' }]);
  });

  it('gives one message for a wrong password and an unknown account (no enumeration), in Portuguese too', async () => {
    const wrong = await callGraphQL<{ login: AuthResult }>('auth', LOGIN, { input: { username: 'payg@demo.cursalia.test', password: 'wrong-pass' } });
    const unknown = await callGraphQL<{ login: AuthResult }>('auth', LOGIN, { input: { username: 'nobody@demo.cursalia.test', password: 'wrong-pass' } });
    expect(wrong.body.data!.login.errors).toEqual(unknown.body.data!.login.errors);
    expect(wrong.body.data!.login.success).toBe(false);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const pt = await callGraphQL<{ login: AuthResult }>('auth', LOGIN, { input: { username: 'payg@demo.cursalia.test', password: 'wrong-pass' } }, { headers: { 'accept-language': 'pt-BR' } });
    expect(pt.body.data!.login.errors[0].message).toBe('O usuário ou a senha não estão corretos.');
  });

  it('logs every demo account in with Demo-2026, and logout clears the cookie', async () => {
    for (const who of ['payg', 'premium', 'trial', 'degree', 'member', 'admin', 'mentor', 'teacher', 'affiliate', 'staff']) {
      const login = await callGraphQL<{ login: AuthResult }>('auth', LOGIN, { input: { username: `${who}@demo.cursalia.test`, password: 'Demo-2026' } });
      expect(login.body.data!.login.success, who).toBe(true);
    }
    const out = await callGraphQL<{ logout: { success: boolean } }>('auth', 'mutation { logout { success } }');
    expect(out.body.data!.logout.success).toBe(true);
    expect(out.headers.get('set-cookie')).toMatch(/cursalia_jwt=;.*Max-Age=0/i);
  });
});
