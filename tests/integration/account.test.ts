/**
 * updateBasicData (graphql/modules/account): the basic-data modal's mutation (spec §2).
 * Called through the real `private` route handler, with the CSRF double-submit pair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const UPDATE = `mutation UpdateBasicData($input: BasicDataInput!) {
  updateBasicData(input: $input) { success errors { field message } user { originalId firstName lastName fullName phoneCode phoneNumber } }
}`;

type Payload = {
  success: boolean;
  errors: { field: string | null; message: string }[];
  user: { originalId: number; firstName: string; lastName: string; fullName: string; phoneCode: string | null; phoneNumber: string | null } | null;
};
type Result = { status: number; body: { data?: { updateBasicData: Payload } | null; errors?: { message: string; extensions?: { code?: string } }[] } };

async function updateBasicData(input: Record<string, unknown>, options: { cookie?: string; headers?: Record<string, string> } = {}): Promise<Result> {
  return callGraphQL('private', UPDATE, { input }, { cookie: options.cookie, headers: options.headers }) as Promise<Result>;
}

async function userByEmail(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

describe('updateBasicData on the private endpoint', () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('refuses an anonymous caller with a translated UNAUTHENTICATED error and changes nothing', async () => {
    const res = await updateBasicData({ firstName: 'Nadie', lastName: 'Anónimo' });
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Inicia sesión para actualizar tus datos.', extensions: { code: 'UNAUTHENTICATED' } });

    const pt = await updateBasicData({ firstName: 'Nadie', lastName: 'Anónimo' }, { headers: { 'accept-language': 'pt-BR' } });
    expect(pt.body.errors?.[0]).toMatchObject({ message: 'Entre na sua conta para atualizar seus dados.', extensions: { code: 'UNAUTHENTICATED' } });

    const tampered = await updateBasicData({ firstName: 'Nadie', lastName: 'Anónimo' }, { cookie: `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad` });
    expect(tampered.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('updates the signed-in user, normalising the phone', async () => {
    const before = await userByEmail('payg@demo.cursalia.test');
    const cookie = `${SESSION_COOKIE}=${await signSessionToken(before.id)}`;
    const res = await updateBasicData({ firstName: '  Lucía ', lastName: 'Fernández Ruiz', phoneCode: '51', phoneNumber: '987 654-321' }, { cookie });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateBasicData).toEqual({
      success: true,
      errors: [],
      user: { originalId: before.id, firstName: 'Lucía', lastName: 'Fernández Ruiz', fullName: 'Lucía Fernández Ruiz', phoneCode: '+51', phoneNumber: '987654321' },
    });
    const after = await userByEmail('payg@demo.cursalia.test');
    expect(after).toMatchObject({ firstName: 'Lucía', lastName: 'Fernández Ruiz', phoneCode: '+51', phoneNumber: '987654321' });

    // Empty phone fields clear the phone.
    const cleared = await updateBasicData({ firstName: 'Lucía', lastName: 'Fernández', phoneCode: '', phoneNumber: '' }, { cookie });
    expect(cleared.body.data!.updateBasicData.user).toMatchObject({ phoneCode: null, phoneNumber: null });
  });

  it('answers bad input with clear, translated field errors and changes nothing', async () => {
    const before = await userByEmail('premium@demo.cursalia.test');
    const cookie = `${SESSION_COOKIE}=${await signSessionToken(before.id)}`;
    const res = await updateBasicData({ firstName: '   ', lastName: 'x'.repeat(76), phoneCode: 'abc' }, { cookie });
    expect(res.body.data!.updateBasicData).toEqual({
      success: false,
      user: null,
      errors: [
        { field: 'firstName', message: 'Campo Requerido' },
        { field: 'lastName', message: 'El campo apellido debe tener entre 1 y 75 caracteres' },
        { field: 'phoneCode', message: 'Ingresa un código de país válido, por ejemplo +51' },
        { field: 'phoneNumber', message: 'Campo Requerido' },
      ],
    });
    const pt = await updateBasicData({ firstName: 'Mateo', lastName: 'González', phoneCode: '+55', phoneNumber: '12' }, { cookie, headers: { 'accept-language': 'pt-BR' } });
    expect(pt.body.data!.updateBasicData.errors).toEqual([{ field: 'phoneNumber', message: 'Informe um número de telefone válido (de 6 a 15 dígitos)' }]);
    const after = await userByEmail('premium@demo.cursalia.test');
    expect({ ...after }).toEqual({ ...before });
  });

  it('refuses a document without the required input (GraphQL validation)', async () => {
    const before = await userByEmail('premium@demo.cursalia.test');
    const cookie = `${SESSION_COOKIE}=${await signSessionToken(before.id)}`;
    const res = await updateBasicData({ lastName: 'Solo apellido' }, { cookie });
    expect(res.body.errors?.[0]?.message).toMatch(/firstName/);
  });
});
