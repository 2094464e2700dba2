'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import menuStyles from '@/components/menu/Menu.module.css';
import { Link } from '@/components/ui/LocalizedLink';
import { usePathname } from '@/lib/client/i18n/localized-router';
import { SEARCH_PATH } from '@/lib/domain/catalogue/search-params';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { searchOpenedActivity } from './search-overlay-rules';
import type { SearchOverlayMessages } from './SearchOverlay';
import styles from './SearchMenuButton.module.css';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';

// The overlay loads on first use with MUI's theme (issue 16: plain requests, lib/client/graphql-request,
// no Apollo; issue 14: no MUI in the shell); a failed load is retried on the next call.
const loadOverlay = withMuiChunk(() => import('./SearchOverlay'));
const LazySearchOverlay = lazy(loadOverlay);

/** Set on <html> while the overlay is open, so a top banner can hide itself (spec §2). */
export const SEARCH_OPEN_ATTRIBUTE = 'data-search-open';

/**
 * The menu's search button (spec §2). Below md it stays a link to the search page; from md
 * it opens the search overlay, whose chunk is loaded on first use (and preloaded on hover or
 * focus). Opening logs 'Search Opened' with the page name. Both are rendered and CSS picks
 * one, so server and client agree whatever the width.
 */
export function SearchMenuButton({ label, messages }: { label: string; messages: SearchOverlayMessages }) {
  const pathname = usePathname();
  // Open on the page where it was opened: navigating from inside the overlay closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.setAttribute(SEARCH_OPEN_ATTRIBUTE, 'true');
    return () => root.removeAttribute(SEARCH_OPEN_ATTRIBUTE);
  }, [open]);

  const preload = () => void loadOverlay().catch(() => {});
  const openOverlay = () => {
    setMounted(true);
    setOpenOn(pathname);
    // The analytics client loads on its own (AnalyticsRoot); this event need not bring it sooner.
    const activity = searchOpenedActivity(window.location.pathname);
    void import('@/lib/client/analytics/track-activity').then(({ trackActivity }) => trackActivity(activity)).catch(() => {});
  };

  return (
    <>
      <Link href={SEARCH_PATH} aria-label={label} className={`${menuStyles.iconButton} ${styles.narrowOnly}`}>
        <Icon name="search" />
      </Link>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`${menuStyles.iconButton} ${styles.wideOnly}`}
        onClick={() => (open ? close() : openOverlay())}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Icon name="search" />
      </button>
      {mounted ? (
        <ChunkErrorBoundary onClose={close} source="SearchOverlay">
          <Suspense fallback={null}>
            <LazySearchOverlay open={open} onClose={close} messages={messages} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
