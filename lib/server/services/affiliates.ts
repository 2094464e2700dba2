import 'server-only';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { affiliateClicks, affiliateRewards, orders, users } from '@/lib/server/db/schema';
import { clickDay, MAX_CLICKS_PER_NETWORK_PER_DAY } from '@/lib/domain/panels/affiliate-click';
import { orderNumber } from './checkout';

export type ClickOutcome = 'counted' | 'duplicate' | 'capped' | 'unknownAffiliate' | 'self';

/**
 * Records one visit through an affiliate link (lib/domain/panels/affiliate-click.ts): only for an
 * existing affiliate, never for the affiliate's own visits, once per visitor per UTC day (the
 * unique index decides, so concurrent beacons count once) and at most
 * MAX_CLICKS_PER_NETWORK_PER_DAY per network address and affiliate per day.
 */
export async function recordAffiliateClick(
  db: Db,
  input: { ref: string; path: string; visitorHash: string; networkHash: string; viewerId: number | null; now: Date },
): Promise<ClickOutcome> {
  const [affiliate] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${input.ref})`, eq(users.isAffiliate, true)))
    .limit(1);
  if (!affiliate) return 'unknownAffiliate';
  if (affiliate.id === input.viewerId) return 'self';
  const day = clickDay(input.now);
  const [network] = await db
    .select({ n: count() })
    .from(affiliateClicks)
    .where(and(eq(affiliateClicks.affiliateUserId, affiliate.id), eq(affiliateClicks.networkHash, input.networkHash), eq(affiliateClicks.clickDay, day)));
  if (Number(network.n) >= MAX_CLICKS_PER_NETWORK_PER_DAY) return 'capped';
  const inserted = await db
    .insert(affiliateClicks)
    .values({ affiliateUserId: affiliate.id, landingPath: input.path, visitorHash: input.visitorHash, networkHash: input.networkHash, clickDay: day, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: affiliateClicks.id });
  return inserted.length > 0 ? 'counted' : 'duplicate';
}

export type AffiliateSummary = {
  clicks: { total: number; last30Days: number; daily: Array<{ day: string; count: number }> };
  purchases: number;
  /** Earned per currency (rewards are credited in the order's currency). */
  balances: Array<{ currency: string; amountCents: number; purchases: number }>;
  /** Latest rewarded purchases: no buyer identity, only the order number, date and amounts. */
  rewards: Array<{ orderNumber: string; paidAt: Date | null; currency: string; orderTotalCents: number; rewardCents: number; percent: number }>;
};

/** The affiliate panel's numbers for the signed-in affiliate (their own rows only). */
export async function getAffiliateSummary(db: Db, affiliateUserId: number, now: Date, days = 30): Promise<AffiliateSummary> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const fromDay = clickDay(from);
  const [[total], daily, rewardRows] = await Promise.all([
    db.select({ n: count() }).from(affiliateClicks).where(eq(affiliateClicks.affiliateUserId, affiliateUserId)),
    db
      .select({ day: affiliateClicks.clickDay, n: count() })
      .from(affiliateClicks)
      .where(and(eq(affiliateClicks.affiliateUserId, affiliateUserId), gte(affiliateClicks.clickDay, fromDay)))
      .groupBy(affiliateClicks.clickDay),
    db
      .select({ reward: affiliateRewards, orderId: orders.id, paidAt: orders.paidAt, totalCents: orders.totalCents, status: orders.status })
      .from(affiliateRewards)
      .innerJoin(orders, eq(orders.id, affiliateRewards.orderId))
      .where(and(eq(affiliateRewards.affiliateUserId, affiliateUserId), eq(orders.status, 'PAID')))
      .orderBy(desc(orders.paidAt), desc(orders.id)),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, Number(d.n)]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = clickDay(new Date(from.getTime() + i * 86_400_000));
    return { day, count: byDay.get(day) ?? 0 };
  });
  const balances = new Map<string, { currency: string; amountCents: number; purchases: number }>();
  for (const r of rewardRows) {
    const b = balances.get(r.reward.currency) ?? { currency: r.reward.currency, amountCents: 0, purchases: 0 };
    b.amountCents += r.reward.amountCents;
    b.purchases += 1;
    balances.set(r.reward.currency, b);
  }
  return {
    clicks: { total: Number(total.n), last30Days: series.reduce((s, d) => s + d.count, 0), daily: series },
    purchases: rewardRows.length,
    balances: [...balances.values()].sort((a, b) => b.purchases - a.purchases || a.currency.localeCompare(b.currency)),
    rewards: rewardRows.slice(0, 20).map((r) => ({
      orderNumber: orderNumber(r.orderId),
      paidAt: r.paidAt,
      currency: r.reward.currency,
      orderTotalCents: r.totalCents,
      rewardCents: r.reward.amountCents,
      percent: r.reward.percent,
    })),
  };
}
