'use client';

import dynamic from 'next/dynamic';
import { isChatSupportVisible } from '@/lib/domain/roles';
import { useCurrentUser, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import { useSiteChrome } from '@/lib/client/stores/site-chrome-store';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';
import { documentLocale } from '@/lib/client/i18n/lazy-namespace';
import { publicHideChat } from '@/lib/domain/config/public-env';
import { loadSiteChromeMessages } from './site-chrome-messages';
import { SiteChromeTexts } from './SiteChromeTexts';

/** Spec §6 hide-chat flag for the whole site (build time); a page can also pass hideChat. */
const HIDE_CHAT_SITE_WIDE = publicHideChat();

/**
 * Spec §6 "Chat support: shown only to active-degree users, B2B users, or premium users not on
 * a trial; disabled when a hide-chat flag is set" — the lib/domain/roles rule on the signed-in user.
 */
export function chatSupportShown(state: CurrentUserState, hideChat: boolean): boolean {
  return state.status === 'authenticated' && isChatSupportVisible(state.user, { hideChat });
}

/**
 * The launcher (MUI's Fab and the panel's error boundary) loads only for users who see it, with
 * the chat's texts (issue 14).
 */
async function loadChatLauncher() {
  const [launcher] = await Promise.all([import('./ChatLauncher'), loadSiteChromeMessages(documentLocale())]);
  return launcher;
}
const ChatLauncher = dynamic(withMuiChunk(loadChatLauncher), { ssr: false, loading: () => null });

/** The chat-support launcher for the users spec §6 shows it to; nothing, and no code, for the rest. */
export function ChatSupport() {
  const user = useCurrentUser();
  const hideChat = useSiteChrome((s) => Boolean(s.layout.hideChat)) || HIDE_CHAT_SITE_WIDE;
  return chatSupportShown(user, hideChat) ? (
    <SiteChromeTexts>
      <ChatLauncher />
    </SiteChromeTexts>
  ) : null;
}
