'use client';

import { useEffect } from 'react';
import { affiliateRefFromParam } from '@/lib/domain/commerce/affiliate-cookie';

/**
 * On a visit through an affiliate link ('/?ref=<username>'), loads and runs the beacon
 * (send-affiliate-click.ts). Home is the only page with it and almost no visit carries a ref, so
 * the sending code is not in home's first load (issue 14); a failed load is ignored like a failed send.
 */
export function AffiliateClickBeacon() {
  useEffect(() => {
    const ref = affiliateRefFromParam(new URLSearchParams(window.location.search).get('ref'));
    if (!ref) return;
    import('./send-affiliate-click').then((m) => m.sendAffiliateClick(ref)).catch(() => undefined);
  }, []);
  return null;
}
