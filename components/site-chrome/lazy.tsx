'use client';

import dynamic from 'next/dynamic';
import { withChunkTimeout } from '@/lib/site-chrome/chunk-error';

/**
 * The lazily loaded parts of the site chrome (spec §2 "phone-lead dialog, phone input,
 * cookies-disabled notice … are lazy-loaded"): next/dynamic chunks, client only, given up
 * after spec §9's 120 s (a ChunkLoadError of type timeout, which ChunkErrorBoundary shows as
 * the lazy-load failure screen).
 */
export const loadPhoneDialog = withChunkTimeout(() => import('./PhoneDialog'));
export const loadChatSupportPanel = withChunkTimeout(() => import('./ChatSupportPanel'));
export const loadCookiesDisabledNotice = withChunkTimeout(() => import('./CookiesDisabledNotice'));

export const LazyPhoneDialog = dynamic(loadPhoneDialog, { ssr: false, loading: () => null });
export const LazyChatSupportPanel = dynamic(loadChatSupportPanel, { ssr: false, loading: () => null });
export const LazyCookiesDisabledNotice = dynamic(loadCookiesDisabledNotice, { ssr: false, loading: () => null });
