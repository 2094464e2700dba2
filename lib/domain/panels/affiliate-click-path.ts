/** Where the affiliate-link beacon posts (no zod here: the beacon is on public pages). */
export const AFFILIATE_CLICK_PATH = '/api/v3/affiliate-click/';
