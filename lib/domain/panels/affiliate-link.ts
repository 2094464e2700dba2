/**
 * The affiliate's referral link (spec §1: affiliate sign-up with a reward of up to 20% of the
 * purchase amount): the home page with `?ref=<username>`.
 */
export { AFFILIATE_MAX_REWARD_PERCENT, affiliateRewardCents } from '@/lib/domain/commerce/affiliate';

export const AFFILIATE_REF_PARAM = 'ref';

/** '/?ref=<username>' (username URL-encoded), made absolute when an origin is given. */
export function affiliateLink(username: string, origin?: string | null): string {
  const path = `/?${AFFILIATE_REF_PARAM}=${encodeURIComponent(username.trim())}`;
  if (!origin) return path;
  return `${origin.replace(/\/+$/, '')}${path}`;
}
