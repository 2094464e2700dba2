'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { trackActivity } from '@/lib/analytics/track-activity';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { SEARCH_PATH } from '@/lib/catalogue/search-params';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { searchOpenedActivity } from './search-overlay-rules';
import type { SearchOverlayMessages } from './SearchOverlay';

// The overlay loads on first use (issue 16: plain requests, lib/graphql-request, no Apollo);
// a failed load is retried on the next call.
let overlayChunk: ReturnType<typeof importOverlay> | null = null;
function importOverlay() {
  return import('./SearchOverlay');
}
function loadOverlay() {
  overlayChunk ??= importOverlay();
  overlayChunk.catch(() => {
    overlayChunk = null;
  });
  return overlayChunk;
}
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
    void trackActivity(searchOpenedActivity(window.location.pathname));
  };

  return (
    <>
      <IconButton component={Link} href={SEARCH_PATH} aria-label={label} color="inherit" sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
        <SearchIcon />
      </IconButton>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        color="inherit"
        onClick={() => (open ? close() : openOverlay())}
        onPointerEnter={preload}
        onFocus={preload}
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
      >
        <SearchIcon />
      </IconButton>
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
