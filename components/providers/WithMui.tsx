'use client';

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/lib/domain/theme/theme';
import { wrappedIsland } from './wrapped-island';

const InMui = createContext(false);

/**
 * MUI's theme and Emotion cache for the parts of the product that still render MUI (issue 14):
 * the shell (menu, footer, cookies banner, …) is plain markup, so the root layout no longer
 * mounts MUI and public pages without MUI ship neither MUI, its theme nor Emotion. Private
 * segments wrap their pages in this (their layout.tsx), as do the pages and the lazily loaded
 * islands (dialogs, drawers, snackbars: components/providers/lazy-with-mui.ts) that use MUI.
 *
 * Colours come from the theme's CSS variables (lib/domain/theme/theme-vars.css, keyed on
 * html[data-theme]), so every wrapper shows the page's mode without knowing it: none touches
 * <html> (`colorSchemeNode={null}`) or storage (`storageManager={null}`); the mode belongs to
 * lib/client/theme/color-mode-store.ts. Inside another wrapper it adds nothing.
 */
export function WithMui({ children }: { children: ReactNode }) {
  if (useContext(InMui)) return <>{children}</>;
  return (
    <InMui.Provider value>
      {/* Styles of server-rendered MUI are streamed into the page with the `mui` class prefix. */}
      <AppRouterCacheProvider options={{ key: 'mui' }}>
        <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} disableStyleSheetGeneration>
          {children}
        </ThemeProvider>
      </AppRouterCacheProvider>
    </InMui.Provider>
  );
}

/** `Component` inside WithMui (for lazy chunks and islands of otherwise MUI-free pages). */
export function withMui<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return wrappedIsland(WithMui, 'WithMui', Component);
}
