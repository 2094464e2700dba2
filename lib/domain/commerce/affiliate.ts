/** Affiliate programme (spec §1 and §9): a reward of up to 20% of the purchase amount. */
export const AFFILIATE_MAX_REWARD_PERCENT = 20;

/**
 * Reward in cents for a purchase of `purchaseCents` at `percent` (clamped to 0..max),
 * rounded down: money stays integer cents and a reward never exceeds the stated share.
 */
export function affiliateRewardCents(purchaseCents: number, percent: number = AFFILIATE_MAX_REWARD_PERCENT): number {
  if (!Number.isFinite(purchaseCents) || purchaseCents <= 0) return 0;
  const share = Math.min(Math.max(Number.isFinite(percent) ? percent : 0, 0), AFFILIATE_MAX_REWARD_PERCENT);
  return Math.floor((Math.round(purchaseCents) * share) / 100);
}
