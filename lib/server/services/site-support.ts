import 'server-only';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { countries, supportMessages, users, type LocalizedText } from '@/lib/server/db/schema';
import { currencySymbol } from '@/lib/domain/catalogue/currency';
import { listMembershipPlans } from '@/lib/server/services/memberships';
import { SUPPORT_HISTORY_SIZE, SUPPORT_RATE_LIMIT, SUPPORT_RATE_WINDOW_MS, supportRateLimit } from '@/lib/domain/site-chrome/support-message';
import type { PhoneLeadValues } from '@/lib/domain/site-chrome/phone-lead';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

/**
 * Data behind the site chrome (issue 6 items 7–8): the phone dialog's membership offer and
 * country codes, saving a signed-in user's phone, and the chat-support messages. Callers
 * check who may do what (graphql/modules/site-support, lib/domain/roles); inputs arrive validated.
 */

// ---- Phone dialog ----

export type PhoneCountry = { code: string; name: LocalizedText; phoneCode: string };

/** The countries table's calling codes, by name order of Spanish. */
export async function listPhoneCountries(db: Db): Promise<PhoneCountry[]> {
  const rows = await db.select({ code: countries.code, name: countries.name, phoneCode: countries.phoneCode }).from(countries);
  return rows.sort((a, b) => a.name.es.localeCompare(b.name.es, 'es'));
}

export async function knownPhoneCodes(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ phoneCode: countries.phoneCode }).from(countries);
  return new Set(rows.map((r) => r.phoneCode));
}

/** Saves the user's phone; null when the user no longer exists. */
export async function saveUserPhone(db: Db, userId: number, values: PhoneLeadValues): Promise<{ phoneCode: string; phoneNumber: string } | null> {
  const [row] = await db
    .update(users)
    .set({ phoneCode: values.phoneCode, phoneNumber: values.phoneNumber })
    .where(eq(users.id, userId))
    .returning({ phoneCode: users.phoneCode, phoneNumber: users.phoneNumber });
  return row ? { phoneCode: row.phoneCode ?? values.phoneCode, phoneNumber: row.phoneNumber ?? values.phoneNumber } : null;
}

export type MembershipTypeOffer = {
  id: number;
  tag: string;
  months: number;
  name: LocalizedText;
  prices: { total: number; currency: string; currencySymbol: string } | null;
};

/**
 * Membership types of a marketing group (spec §7 membershipTypesV2(group)), in display order,
 * each priced in the visitor's country currency when it has a price there, else US dollars.
 */
export async function membershipTypesOfGroup(db: Db, group: string, country: string | null): Promise<MembershipTypeOffer[]> {
  const plans = await listMembershipPlans(db, { groupKeys: [group] });
  let local: string | null = null;
  if (country) {
    const [row] = await db.select({ currency: countries.currency }).from(countries).where(eq(countries.code, country)).limit(1);
    local = row?.currency ?? null;
  }
  return plans
    .map((p) => {
      const price = priceInCurrency(p.prices, local);
      return {
        id: p.id,
        tag: p.tag,
        months: p.months,
        name: p.name,
        prices: price ? { total: price.amountCents / 100, currency: price.currency, currencySymbol: currencySymbol(price.currency) } : null,
      };
    });
}

// ---- Chat support ----

export type SupportMessageRecord = { id: number; body: string; sourcePath: string | null; createdAt: Date };

/** The user's latest messages, oldest first (as a chat shows them). */
export async function listSupportMessages(db: Db, userId: number, limit = SUPPORT_HISTORY_SIZE): Promise<SupportMessageRecord[]> {
  const rows = await db
    .select({ id: supportMessages.id, body: supportMessages.body, sourcePath: supportMessages.sourcePath, createdAt: supportMessages.createdAt })
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit);
  return rows.reverse();
}

export type CreateSupportMessageResult =
  | { ok: true; message: SupportMessageRecord }
  | { ok: false; error: 'rateLimited'; retryAt: Date }
  | { ok: false; error: 'userNotFound' };

/**
 * Stores a message unless the user sent SUPPORT_RATE_LIMIT in the last window. The user's row
 * is locked for the check and the insert, so parallel requests cannot slip past the limit.
 */
export async function createSupportMessage(
  db: Db,
  userId: number,
  input: { body: string; sourcePath: string | null },
  now: Date = new Date(),
): Promise<CreateSupportMessageResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return { ok: false, error: 'userNotFound' } as const;
    const since = new Date(now.getTime() - SUPPORT_RATE_WINDOW_MS);
    const recent = await tx
      .select({ createdAt: supportMessages.createdAt })
      .from(supportMessages)
      .where(and(eq(supportMessages.userId, userId), gt(supportMessages.createdAt, since)))
      .orderBy(asc(supportMessages.createdAt));
    const limit = supportRateLimit(
      recent.map((r) => r.createdAt),
      now,
      SUPPORT_RATE_LIMIT,
      SUPPORT_RATE_WINDOW_MS,
    );
    if (!limit.allowed) return { ok: false, error: 'rateLimited', retryAt: new Date(limit.retryAt) } as const;
    const [row] = await tx
      .insert(supportMessages)
      .values({ userId, body: input.body, sourcePath: input.sourcePath, createdAt: now })
      .returning({ id: supportMessages.id, body: supportMessages.body, sourcePath: supportMessages.sourcePath, createdAt: supportMessages.createdAt });
    return { ok: true, message: row } as const;
  });
}
