/**
 * Business plan tiers of /planes. Seat ranges and volume discounts are product decisions kept
 * here; the price per seat is always derived from the annual Premium price in the database.
 */
export type BusinessTierKey = 'team' | 'business' | 'enterprise';

export type BusinessTier = {
  key: BusinessTierKey;
  minSeats: number;
  /** null: no upper limit. */
  maxSeats: number | null;
  /** Percent off the annual Premium price per seat; null: priced with the sales team. */
  seatDiscountPercent: number | null;
  includesAdminPanel: boolean;
  includesStudio: boolean;
};

export const BUSINESS_TIERS: readonly BusinessTier[] = [
  { key: 'team', minSeats: 2, maxSeats: 20, seatDiscountPercent: 15, includesAdminPanel: true, includesStudio: false },
  { key: 'business', minSeats: 21, maxSeats: 200, seatDiscountPercent: 25, includesAdminPanel: true, includesStudio: true },
  { key: 'enterprise', minSeats: 201, maxSeats: null, seatDiscountPercent: null, includesAdminPanel: true, includesStudio: true },
];

/** Annual price per seat in cents, or null for a tier priced on request. */
export function seatPriceCents(annualPremiumCents: number, tier: Pick<BusinessTier, 'seatDiscountPercent'>): number | null {
  if (tier.seatDiscountPercent === null) return null;
  return Math.round((annualPremiumCents * (100 - tier.seatDiscountPercent)) / 100);
}
