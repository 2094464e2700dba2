/**
 * The site chrome's GraphQL fields (issue 6 items 7–8), through the real route handlers with
 * the CSRF pair, on PGlite (default) or PostgreSQL (TEST_DB=postgres):
 * - `default`: membershipTypesV2(group) (spec §7 DialogGetPhoneMembershipPrices) and phoneCountries;
 * - `private`: savePhoneNumber (signed-in users), supportMessage / supportMessages (spec §6
 *   chat-support audience only, validated, rate-limited per user).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { countries, membershipTypePrices, membershipTypes, supportMessages, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { SUPPORT_RATE_LIMIT } from '@/lib/domain/site-chrome/support-message';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const OFFER = `query DialogGetPhoneMembershipPrices($group: String!) {
  membershipTypesV2(group: $group) { id originalId tag months name prices { total currency currencySymbol } }
}`;
const COUNTRIES = `query { phoneCountries { code name phoneCode } }`;
const SAVE_PHONE = `mutation SavePhoneNumber($input: PhoneNumberInput!) {
  savePhoneNumber(input: $input) { success errors { field message } phoneCode phoneNumber }
}`;
const SEND = `mutation SupportMessage($input: SupportMessageInput!) {
  supportMessage(input: $input) { success errors { field message } message { id body createdAt } }
}`;
const HISTORY = `query { supportMessages { id body createdAt } }`;

type Err = { message: string; extensions?: { code?: string; retryAfter?: number } };
type Res<T> = { status: number; body: { data?: T | null; errors?: Err[] } };

async function userId(email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row.id;
}
async function cookieOf(email: string): Promise<string> {
  return `${SESSION_COOKIE}=${await signSessionToken(await userId(email))}`;
}
const demo = (key: string) => `${key}@demo.cursalia.test`;

describe('site chrome GraphQL fields', () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  describe('membershipTypesV2 on default (DialogGetPhoneMembershipPrices)', () => {
    it('returns the popup group from the database, first type first, in US dollars without a country', async () => {
      const db = await getDb();
      const expected = await db
        .select({ id: membershipTypes.id, months: membershipTypes.months, position: membershipTypes.position })
        .from(membershipTypes)
        .where(eq(membershipTypes.groupKey, 'MEMBERSHIP-POPUP-USER-UPDATE'));
      expect(expected.length).toBeGreaterThan(0);
      const res = (await callGraphQL('default', OFFER, { group: 'MEMBERSHIP-POPUP-USER-UPDATE' })) as Res<{ membershipTypesV2: Array<{ originalId: number; name: string; prices: { total: number; currency: string; currencySymbol: string } }> }>;
      expect(res.body.errors).toBeUndefined();
      const types = res.body.data!.membershipTypesV2;
      expect(types.map((t) => t.originalId).sort()).toEqual(expected.map((e) => e.id).sort());
      const first = types[0];
      const [usd] = await db
        .select({ cents: membershipTypePrices.amountCents })
        .from(membershipTypePrices)
        .where(eq(membershipTypePrices.membershipTypeId, first.originalId));
      expect(first.prices).toMatchObject({ currency: expect.any(String), currencySymbol: expect.any(String) });
      expect(first.prices.total).toBeGreaterThan(0);
      if (first.prices.currency === 'USD') expect(first.prices.currencySymbol).toBe('US$');
      expect(usd).toBeDefined();
      expect(first.name).toMatch(/Premium/);
    });

    it('prices in the country currency when the type has it, with its symbol, and translates the name', async () => {
      const db = await getDb();
      const [pe] = await db.select().from(countries).where(eq(countries.code, 'pe'));
      const res = (await callGraphQL('default', OFFER, { group: 'MEMBERSHIP-POPUP-USER-UPDATE' }, { headers: { country: 'pe', 'accept-language': 'en-US' } })) as Res<{ membershipTypesV2: Array<{ originalId: number; name: string; prices: { total: number; currency: string; currencySymbol: string } }> }>;
      const first = res.body.data!.membershipTypesV2[0];
      const prices = await db.select().from(membershipTypePrices).where(eq(membershipTypePrices.membershipTypeId, first.originalId));
      const local = prices.find((p) => p.currency === pe.currency);
      const chosen = local ?? prices.find((p) => p.currency === 'USD')!;
      expect(first.prices).toEqual({ total: chosen.amountCents / 100, currency: chosen.currency, currencySymbol: local ? pe.currencySymbol : 'US$' });
      expect(first.name).toMatch(/Premium/i);
    });

    it('an unknown group is an empty list; a malformed group is BAD_USER_INPUT', async () => {
      const empty = (await callGraphQL('default', OFFER, { group: 'NO-SUCH-GROUP' })) as Res<{ membershipTypesV2: unknown[] }>;
      expect(empty.body.data!.membershipTypesV2).toEqual([]);
      for (const group of ['', 'drop table; --', 'x'.repeat(65)]) {
        const bad = (await callGraphQL('default', OFFER, { group })) as Res<unknown>;
        expect(bad.body.errors?.[0]?.extensions?.code, group).toBe('BAD_USER_INPUT');
      }
      const missing = (await callGraphQL('default', OFFER, {})) as Res<unknown>;
      expect(missing.body.errors?.length).toBeGreaterThan(0);
    });

    it('is served on default, not on private', async () => {
      const res = (await callGraphQL('private', OFFER, { group: 'MEMBERSHIP-POPUP-USER-UPDATE' })) as Res<unknown>;
      expect(res.body.errors?.[0]?.message).toMatch(/membershipTypesV2/);
    });

    it('phoneCountries lists the countries table calling codes', async () => {
      const db = await getDb();
      const rows = await db.select().from(countries);
      const res = (await callGraphQL('default', COUNTRIES, {}, { headers: { 'accept-language': 'pt-BR' } })) as Res<{ phoneCountries: Array<{ code: string; name: string; phoneCode: string }> }>;
      const list = res.body.data!.phoneCountries;
      expect(list).toHaveLength(rows.length);
      expect(list.find((c) => c.code === 'pe')).toEqual({ code: 'pe', name: 'Peru', phoneCode: '+51' });
    });
  });

  describe('savePhoneNumber on private', () => {
    it('refuses anonymous callers and a token of a deleted user', async () => {
      const anon = (await callGraphQL('private', SAVE_PHONE, { input: { phoneCode: '+51', phoneNumber: '987654321' } })) as Res<unknown>;
      expect(anon.body.errors?.[0]).toMatchObject({ message: 'Inicia sesión para continuar.', extensions: { code: 'UNAUTHENTICATED' } });
      const ghost = (await callGraphQL('private', SAVE_PHONE, { input: { phoneCode: '+51', phoneNumber: '987654321' } }, { cookie: `${SESSION_COOKIE}=${await signSessionToken(987_654)}` })) as Res<unknown>;
      expect(ghost.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('validates on the server: unknown code, bad number, empty fields; nothing is saved', async () => {
      const id = await userId(demo('payg'));
      const db = await getDb();
      const [before] = await db.select({ c: users.phoneCode, n: users.phoneNumber }).from(users).where(eq(users.id, id));
      const cookie = await cookieOf(demo('payg'));
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ phoneCode: '+999', phoneNumber: '987654321' }, 'phoneCode', 'Elige el código de tu país'],
        [{ phoneCode: 'abc', phoneNumber: '987654321' }, 'phoneCode', 'Elige el código de tu país'],
        [{ phoneCode: '+51', phoneNumber: '12' }, 'phoneNumber', 'Ingresa un número de teléfono válido (de 6 a 15 dígitos)'],
        [{ phoneCode: '+51', phoneNumber: '98765abc4321' }, 'phoneNumber', 'Ingresa un número de teléfono válido (de 6 a 15 dígitos)'],
        [{ phoneCode: '', phoneNumber: '' }, 'phoneCode', 'Campo Requerido'],
      ];
      for (const [input, field, message] of cases) {
        const res = (await callGraphQL('private', SAVE_PHONE, { input }, { cookie })) as Res<{ savePhoneNumber: { success: boolean; errors: Array<{ field: string; message: string }> } }>;
        expect(res.body.data!.savePhoneNumber.success, JSON.stringify(input)).toBe(false);
        expect(res.body.data!.savePhoneNumber.errors, JSON.stringify(input)).toContainEqual({ field, message });
      }
      const pt = (await callGraphQL('private', SAVE_PHONE, { input: { phoneCode: '+51', phoneNumber: '1' } }, { cookie, headers: { 'accept-language': 'pt-BR' } })) as Res<{ savePhoneNumber: { errors: Array<{ message: string }> } }>;
      expect(pt.body.data!.savePhoneNumber.errors[0].message).toBe('Digite um número de telefone válido (de 6 a 15 dígitos)');
      const [after] = await db.select({ c: users.phoneCode, n: users.phoneNumber }).from(users).where(eq(users.id, id));
      expect(after).toEqual(before);
    });

    it('saves a normalised phone for the signed-in user only', async () => {
      const id = await userId(demo('payg'));
      const other = await userId(demo('premium'));
      const db = await getDb();
      const [otherBefore] = await db.select({ c: users.phoneCode, n: users.phoneNumber }).from(users).where(eq(users.id, other));
      const res = (await callGraphQL('private', SAVE_PHONE, { input: { phoneCode: '51', phoneNumber: '987 654-321' } }, { cookie: await cookieOf(demo('payg')) })) as Res<{ savePhoneNumber: unknown }>;
      expect(res.body.data!.savePhoneNumber).toEqual({ success: true, errors: [], phoneCode: '+51', phoneNumber: '987654321' });
      const [row] = await db.select({ c: users.phoneCode, n: users.phoneNumber }).from(users).where(eq(users.id, id));
      expect(row).toEqual({ c: '+51', n: '987654321' });
      const [otherAfter] = await db.select({ c: users.phoneCode, n: users.phoneNumber }).from(users).where(eq(users.id, other));
      expect(otherAfter).toEqual(otherBefore);
    });

    it('is refused without the CSRF pair and is not on default', async () => {
      const cookie = await cookieOf(demo('payg'));
      const noCsrf = (await callGraphQL('private', SAVE_PHONE, { input: { phoneCode: '+51', phoneNumber: '987654321' } }, { cookie, csrf: false })) as Res<unknown>;
      expect(noCsrf.status).toBe(403);
      const onDefault = (await callGraphQL('default', SAVE_PHONE, { input: { phoneCode: '+51', phoneNumber: '987654321' } }, { cookie })) as Res<unknown>;
      expect(onDefault.body.errors?.[0]?.message).toMatch(/savePhoneNumber|PhoneNumberInput/);
    });
  });

  describe('supportMessage / supportMessages on private (spec §6 chat support)', () => {
    it('refuses anonymous callers', async () => {
      const send = (await callGraphQL('private', SEND, { input: { body: 'Hola' } })) as Res<unknown>;
      expect(send.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const list = (await callGraphQL('private', HISTORY, {})) as Res<unknown>;
      expect(list.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('refuses users outside the chat audience (PAYG, premium trial) with FORBIDDEN', async () => {
      for (const key of ['payg', 'trial', 'teacher']) {
        const cookie = await cookieOf(demo(key));
        const send = (await callGraphQL('private', SEND, { input: { body: 'Hola, necesito ayuda' } }, { cookie })) as Res<unknown>;
        expect(send.body.errors?.[0], key).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
        const list = (await callGraphQL('private', HISTORY, {}, { cookie })) as Res<unknown>;
        expect(list.body.errors?.[0]?.extensions?.code, key).toBe('FORBIDDEN');
      }
      const db = await getDb();
      expect(await db.select().from(supportMessages).where(eq(supportMessages.userId, await userId(demo('payg'))))).toEqual([]);
    });

    it('validates the message: empty, whitespace, one character, too long', async () => {
      const cookie = await cookieOf(demo('degree'));
      for (const body of ['', '   \n ', 'a', 'x'.repeat(1001)]) {
        const res = (await callGraphQL('private', SEND, { input: { body } }, { cookie })) as Res<{ supportMessage: { success: boolean; errors: Array<{ field: string; message: string }> } }>;
        expect(res.body.data!.supportMessage.success, JSON.stringify(body.slice(0, 5))).toBe(false);
        expect(res.body.data!.supportMessage.errors[0].field).toBe('body');
      }
      const db = await getDb();
      expect(await db.select().from(supportMessages).where(eq(supportMessages.userId, await userId(demo('degree'))))).toEqual([]);
    });

    it('stores a message for premium, degree and B2B users and lists only their own, oldest first', async () => {
      const premium = await cookieOf(demo('premium'));
      const first = (await callGraphQL('private', SEND, { input: { body: '  ¿Cómo descargo mi certificado?  ', sourcePath: '/cursos-online/' } }, { cookie: premium })) as Res<{ supportMessage: { success: boolean; message: { id: string; body: string; createdAt: string } } }>;
      expect(first.body.data!.supportMessage).toMatchObject({ success: true, message: { body: '¿Cómo descargo mi certificado?' } });
      await callGraphQL('private', SEND, { input: { body: 'Segundo mensaje', sourcePath: 'https://evil.example/' } }, { cookie: premium });
      const member = await cookieOf(demo('member'));
      const b2b = (await callGraphQL('private', SEND, { input: { body: 'Hola desde la empresa' } }, { cookie: member })) as Res<{ supportMessage: { success: boolean } }>;
      expect(b2b.body.data!.supportMessage.success).toBe(true);

      const list = (await callGraphQL('private', HISTORY, {}, { cookie: premium })) as Res<{ supportMessages: Array<{ body: string }> }>;
      expect(list.body.data!.supportMessages.map((m) => m.body)).toEqual(['¿Cómo descargo mi certificado?', 'Segundo mensaje']);
      const db = await getDb();
      const rows = await db.select().from(supportMessages).where(eq(supportMessages.userId, await userId(demo('premium'))));
      expect(rows.map((r) => r.sourcePath).sort()).toEqual(['/cursos-online/', null].sort());
    });

    it(`allows ${SUPPORT_RATE_LIMIT} messages per user in 10 minutes, then RATE_LIMITED (other users unaffected)`, async () => {
      const cookie = await cookieOf(demo('admin'));
      for (let i = 0; i < SUPPORT_RATE_LIMIT; i++) {
        const ok = (await callGraphQL('private', SEND, { input: { body: `Mensaje ${i}` } }, { cookie })) as Res<{ supportMessage: { success: boolean } }>;
        expect(ok.body.data!.supportMessage.success).toBe(true);
      }
      const limited = (await callGraphQL('private', SEND, { input: { body: 'Uno más' } }, { cookie })) as Res<unknown>;
      expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(limited.body.errors?.[0]?.message).toMatch(/^Enviaste varios mensajes seguidos/);
      expect(limited.body.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
      const db = await getDb();
      expect(await db.select().from(supportMessages).where(eq(supportMessages.userId, await userId(demo('admin'))))).toHaveLength(SUPPORT_RATE_LIMIT);
      const otherUser = (await callGraphQL('private', SEND, { input: { body: 'Yo sí puedo' } }, { cookie: await cookieOf(demo('degree')) })) as Res<{ supportMessage: { success: boolean } }>;
      expect(otherUser.body.data!.supportMessage.success).toBe(true);
    });

    it('parallel sends cannot pass the limit', async () => {
      const cookie = await cookieOf(demo('member'));
      const db = await getDb();
      const id = await userId(demo('member'));
      const already = (await db.select().from(supportMessages).where(eq(supportMessages.userId, id))).length;
      await Promise.all(Array.from({ length: 8 }, (_, i) => callGraphQL('private', SEND, { input: { body: `Paralelo ${i}` } }, { cookie })));
      expect((await db.select().from(supportMessages).where(eq(supportMessages.userId, id))).length).toBe(Math.max(already, SUPPORT_RATE_LIMIT));
    });
  });
});
