'use client';

import { useState } from 'react';
import Fab from '@mui/material/Fab';
import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useTranslations } from 'next-intl';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { isChatSupportVisible } from '@/lib/roles';
import { CHAT_PANEL_ID } from '@/lib/site-chrome/chat-panel-id';
import { useCurrentUser, type CurrentUserState } from '@/lib/stores/current-user-store';
import { useSiteChrome } from '@/lib/stores/site-chrome-store';
import { LazyChatSupportPanel, loadChatSupportPanel } from './lazy';

/** Spec §6 hide-chat flag for the whole site (build time); a page can also pass hideChat. */
const HIDE_CHAT_SITE_WIDE = process.env.NEXT_PUBLIC_HIDE_CHAT === 'true';

/**
 * Spec §6 "Chat support: shown only to active-degree users, B2B users, or premium users not on
 * a trial; disabled when a hide-chat flag is set" — the lib/roles rule on the signed-in user.
 */
export function chatSupportShown(state: CurrentUserState, hideChat: boolean): boolean {
  return state.status === 'authenticated' && isChatSupportVisible(state.user, { hideChat });
}

/**
 * The chat-support launcher: a labelled floating button at the bottom right (above the cookies
 * banner while it shows) that opens the chat panel, whose chunk loads on first use (preloaded
 * on hover or focus). Our own widget: no third-party script.
 */
export function ChatSupport() {
  const t = useTranslations('siteChrome.chat');
  const user = useCurrentUser();
  const hideChat = useSiteChrome((s) => Boolean(s.layout.hideChat)) || HIDE_CHAT_SITE_WIDE;
  const bottomInset = useSiteChrome((s) => s.bottomInset);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  if (!chatSupportShown(user, hideChat)) return null;
  const preload = () => void loadChatSupportPanel().catch(() => {});
  return (
    <>
      <Fab
        color="primary"
        aria-label={t('launcher')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        sx={{ position: 'fixed', right: { xs: 16, md: 24 }, bottom: bottomInset + 16, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <ChatBubbleOutlineOutlinedIcon />
      </Fab>
      {mounted ? (
        <ChunkErrorBoundary onClose={() => setOpen(false)} source="ChatSupportPanel">
          <LazyChatSupportPanel open={open} onClose={() => setOpen(false)} />
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
