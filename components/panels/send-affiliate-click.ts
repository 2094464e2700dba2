import { AFFILIATE_CLICK_PATH } from '@/lib/domain/panels/affiliate-click-path';

/**
 * Records a visit through an affiliate link with one small POST to /api/v3/affiliate-click/
 * (proxy.ts keeps the attribution cookie but cannot reach the database). The server decides what
 * counts (docs/organizations-and-panels.md); the browser only avoids re-sending for the same link
 * in the same tab and day. Failures are ignored.
 */
export function sendAffiliateClick(ref: string): void {
  const key = `cursalia_ref_click:${ref.toLowerCase()}:${new Date().toISOString().slice(0, 10)}`;
  try {
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage unavailable: send anyway, the server dedupes.
  }
  void fetch(AFFILIATE_CLICK_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ref, path: window.location.pathname }),
  }).catch(() => undefined);
}
