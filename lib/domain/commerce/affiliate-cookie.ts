/**
 * Affiliate attribution (spec §1 referrals; lib/domain/panels/affiliate-link.ts builds '/?ref=<username>').
 * proxy.ts keeps the referrer's username in this cookie; checkout credits the reward from it.
 */
export const AFFILIATE_COOKIE = 'cursalia_ref';
export const AFFILIATE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** A `ref` value worth remembering: a plausible username, nothing else. */
export function affiliateRefFromParam(value: string | null): string | null {
  if (!value) return null;
  const v = value.trim();
  return /^[A-Za-z0-9_.-]{1,150}$/.test(v) ? v : null;
}
