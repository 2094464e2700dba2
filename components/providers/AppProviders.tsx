'use client';

import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { HydrationMarker } from '@/components/providers/HydrationMarker';
import { CartRoot } from '@/components/cart/CartRoot';
import { ThemePreferenceProvider } from '@/components/theme/ThemePreferenceProvider';
import { DEFAULT_COLOR_MODE } from '@/lib/theme/color-mode';
import { colorModeStorage } from '@/lib/theme/color-mode-storage';
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY, theme } from '@/lib/theme/theme';

/**
 * Client-side providers of every page: Emotion cache for the App Router (styles streamed in
 * order, `mui` class prefix), the MUI theme with light/dark CSS variables and CssBaseline.
 *
 * No Apollo and no zod here (issue 14): the shell's reads (current user, cart, menu flags,
 * theme save, analytics user) are plain typed requests (lib/graphql-request) into the stores;
 * the islands that use Apollo (auth dialog, cart actions, notifications, search, …) load it
 * with their lazy chunks (components/providers/WithApollo.tsx), and private pages wrap their
 * content in it. AuthProvider (session rules, the lazily loaded auth dialog, the storage
 * warning) and CartRoot (the cart's sync with MyCart, its pop-up and toast, spec §2/§4) sit here.
 *
 * The colour mode (spec §4 Theme) defaults to light; the local flag stored by the night switch
 * (localStorage `mui-mode`, mirrored in the `color_mode` cookie) is read by the inline head
 * script before paint (components/theme/ColorModeScript.tsx) and by MUI through
 * `colorModeStorage`, so both agree. ThemePreferenceProvider lets the signed-in user's settings
 * override it and saves toggles to the account; it also pauses transitions during a switch
 * (lib/theme/pause-transitions.ts).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // No nonce: cached pages are the same for everyone, so the CSP allows inline styles
    // (docs/security.md); scripts stay nonce- or hash-only.
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider
        theme={theme}
        defaultMode={DEFAULT_COLOR_MODE}
        modeStorageKey={COLOR_MODE_STORAGE_KEY}
        colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        storageManager={colorModeStorage}
        // The theme's variables come from a static stylesheet (lib/theme/theme-vars.css, imported
        // by the root layout), not from ~23 KB of inline CSS in every page.
        disableStyleSheetGeneration
      >
        <CssBaseline enableColorScheme />
        <ThemePreferenceProvider>
          <AuthProvider>
            {children}
            <CartRoot />
            <HydrationMarker />
          </AuthProvider>
        </ThemePreferenceProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}

export default AppProviders;
