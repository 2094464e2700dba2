'use client';

import dynamic from 'next/dynamic';
import { isChatSupportVisible } from '@/lib/roles';
import { useCurrentUser, type CurrentUserState } from '@/lib/stores/current-user-store';
import { useSiteChrome } from '@/lib/stores/site-chrome-store';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';
import { publicEnv } from '@/lib/config/public-env';

/** Spec §6 hide-chat flag for the whole site (build time); a page can also pass hideChat. */
const HIDE_CHAT_SITE_WIDE = publicEnv().hideChat;

/**
 * Spec §6 "Chat support: shown only to active-degree users, B2B users, or premium users not on
 * a trial; disabled when a hide-chat flag is set" — the lib/roles rule on the signed-in user.
 */
export function chatSupportShown(state: CurrentUserState, hideChat: boolean): boolean {
  return state.status === 'authenticated' && isChatSupportVisible(state.user, { hideChat });
}

/** The launcher (MUI's Fab and the panel's error boundary) loads only for users who see it (issue 14). */
const ChatLauncher = dynamic(withMuiChunk(() => import('./ChatLauncher')), { ssr: false, loading: () => null });

/** The chat-support launcher for the users spec §6 shows it to; nothing, and no code, for the rest. */
export function ChatSupport() {
  const user = useCurrentUser();
  const hideChat = useSiteChrome((s) => Boolean(s.layout.hideChat)) || HIDE_CHAT_SITE_WIDE;
  return chatSupportShown(user, hideChat) ? <ChatLauncher /> : null;
}
