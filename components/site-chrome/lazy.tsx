'use client';

import dynamic from 'next/dynamic';
import { withApolloChunk } from '@/components/providers/lazy-with-apollo';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';
import { withChunkTimeout } from '@/lib/domain/site-chrome/chunk-error';
import { documentLocale } from '@/lib/client/i18n/lazy-namespace';
import { loadSiteChromeMessages } from './site-chrome-messages';

/**
 * The lazily loaded parts of the site chrome (spec §2 "phone-lead dialog, phone input,
 * cookies-disabled notice … are lazy-loaded"): next/dynamic chunks, client only, given up
 * after spec §9's 120 s (a ChunkLoadError of type timeout, which ChunkErrorBoundary shows as
 * the lazy-load failure screen).
 */
/** A chunk together with the `siteChrome` texts it shows (the page sends only the banners'). */
function withTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadSiteChromeMessages(documentLocale())]).then(([module]) => module);
}

// The phone dialog and the chat panel use Apollo: it loads with their chunks (issue 14).
export const loadPhoneDialog = withChunkTimeout(withApolloChunk(withTexts(() => import('./PhoneDialog'))));
export const loadChatSupportPanel = withChunkTimeout(withApolloChunk(() => import('./ChatSupportPanel')));
export const loadCookiesDisabledNotice = withChunkTimeout(withMuiChunk(withTexts(() => import('./CookiesDisabledNotice'))));

export const LazyPhoneDialog = dynamic(loadPhoneDialog, { ssr: false, loading: () => null });
export const LazyChatSupportPanel = dynamic(loadChatSupportPanel, { ssr: false, loading: () => null });
export const LazyCookiesDisabledNotice = dynamic(loadCookiesDisabledNotice, { ssr: false, loading: () => null });
