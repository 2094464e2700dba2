import 'server-only';
import { and, asc, count, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { membershipTypePrices, membershipTypes, organizationMembers, organizations, type LocalizedText } from '@/lib/server/db/schema';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

export type MembershipTag = (typeof membershipTypes.$inferSelect)['tag'];

export type MembershipPlanPrice = { currency: string; amountCents: number };

export type MembershipPlan = {
  id: number;
  tag: MembershipTag;
  months: number;
  method: 'A_1' | 'A_2';
  groupKey: string | null;
  name: LocalizedText;
  position: number;
  prices: MembershipPlanPrice[];
};

/** Plans sold to individuals on the premium landing (spec §3 membership plans). */
export const PERSONAL_PLAN_TAGS: readonly MembershipTag[] = [
  'PREMIUM', 'PREMIUM_LITE', 'PREMIUM_DUO', 'PREMIUM_STUDENT', 'PLUS', 'FAMILIAR', 'PROFESIONAL',
];

export function membershipPriceIn(plan: Pick<MembershipPlan, 'prices'>, currency: string): MembershipPlanPrice | null {
  return priceInCurrency(plan.prices, currency);
}

/** Price per month in cents, rounded to the cent. */
export function monthlyCents(amountCents: number, months: number): number {
  return months > 0 ? Math.round(amountCents / months) : amountCents;
}

/**
 * Membership types with their prices, in display order. Types without any price are left out
 * (nothing to sell). `tags` keeps only those plans; `excludeTags` drops some.
 */
export async function listMembershipPlans(
  db: Db,
  options: { tags?: readonly MembershipTag[]; excludeTags?: readonly MembershipTag[]; groupKeys?: readonly string[] } = {},
): Promise<MembershipPlan[]> {
  const filters: SQL[] = [];
  if (options.tags?.length) filters.push(inArray(membershipTypes.tag, [...options.tags]));
  if (options.excludeTags?.length) filters.push(notInArray(membershipTypes.tag, [...options.excludeTags]));
  if (options.groupKeys?.length) filters.push(inArray(membershipTypes.groupKey, [...options.groupKeys]));
  const types = await db
    .select()
    .from(membershipTypes)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(asc(membershipTypes.position), asc(membershipTypes.months), asc(membershipTypes.id));
  if (types.length === 0) return [];
  const prices = await db
    .select()
    .from(membershipTypePrices)
    .where(inArray(membershipTypePrices.membershipTypeId, types.map((t) => t.id)));
  return types
    .map((t) => ({
      id: t.id,
      tag: t.tag,
      months: t.months,
      method: t.method,
      groupKey: t.groupKey,
      name: t.name,
      position: t.position,
      prices: prices
        .filter((p) => p.membershipTypeId === t.id)
        .map((p) => ({ currency: p.currency, amountCents: p.amountCents }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
    }))
    .filter((p) => p.prices.length > 0);
}

/** The paid (non-trial) plan with the lowest price per month in `currency`, for "from US$X/month" teasers. */
export function cheapestMonthly(
  plans: readonly MembershipPlan[],
  currency = 'USD',
): { plan: MembershipPlan; monthlyCents: number; currency: string } | null {
  let best: { plan: MembershipPlan; monthlyCents: number; currency: string } | null = null;
  for (const plan of plans) {
    if (plan.method === 'A_2') continue;
    const price = plan.prices.find((p) => p.currency === currency);
    if (!price) continue;
    const perMonth = monthlyCents(price.amountCents, plan.months);
    if (!best || perMonth < best.monthlyCents) best = { plan, monthlyCents: perMonth, currency };
  }
  return best;
}

/** Listing the personal plans of the premium landing: sold plans, trials last. */
export async function listPersonalPlans(db: Db): Promise<MembershipPlan[]> {
  const plans = await listMembershipPlans(db, { tags: PERSONAL_PLAN_TAGS });
  return [...plans.filter((p) => p.method !== 'A_2'), ...plans.filter((p) => p.method === 'A_2')];
}

/** Organisations already learning with the product and their members (business plans landing). */
export async function getBusinessFigures(db: Db): Promise<{ organizations: number; members: number }> {
  const [[orgs], [members]] = await Promise.all([
    db.select({ n: count() }).from(organizations),
    db.select({ n: count() }).from(organizationMembers),
  ]);
  return { organizations: Number(orgs?.n ?? 0), members: Number(members?.n ?? 0) };
}

/** The plan shown first: the annual Premium plan, else the first paid (non-trial) plan. */
export function featuredPlan(plans: readonly MembershipPlan[]): MembershipPlan | null {
  return plans.find((p) => p.tag === 'PREMIUM' && p.months === 12 && p.method === 'A_1') ?? plans.find((p) => p.method === 'A_1') ?? null;
}
