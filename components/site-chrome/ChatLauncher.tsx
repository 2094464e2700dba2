'use client';

import { useState } from 'react';
import Fab from '@mui/material/Fab';
import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useTranslations } from 'next-intl';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { CHAT_PANEL_ID } from '@/lib/domain/site-chrome/chat-panel-id';
import { useSiteChrome } from '@/lib/client/stores/site-chrome-store';
import { LazyChatSupportPanel, loadChatSupportPanel } from './lazy';

/**
 * The chat-support launcher: a labelled floating button at the bottom right (above the cookies
 * banner while it shows) that opens the chat panel, whose chunk loads on first use (preloaded
 * on hover or focus). Our own widget: no third-party script. Loaded by ChatSupport only for
 * the users who see it.
 */
export default function ChatLauncher() {
  const t = useTranslations('siteChrome.chat');
  const bottomInset = useSiteChrome((s) => s.bottomInset);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

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
