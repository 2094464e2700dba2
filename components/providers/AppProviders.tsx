'use client';

import type { ReactNode } from 'react';
import '@/lib/validation/zod-without-eval';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { ApolloProvider } from '@/components/providers/ApolloProvider';
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
 * AuthProvider (session rules, the lazily loaded auth dialog, the storage warning) sits inside
 * Apollo, so the dialog's forms can use it. CartRoot (the cart's sync with MyCart, its pop-up
 * and toast, spec §2/§4) sits inside both.
 *
 * The colour mode (spec §4 Theme) defaults to light; the local flag stored by the night switch
 * (localStorage `mui-mode`, mirrored in the `color_mode` cookie) is read by the inline head
 * script before paint (components/theme/ColorModeScript.tsx) and by MUI through
 * `colorModeStorage`, so both agree. ThemePreferenceProvider lets the signed-in user's settings
 * override it and saves toggles to the account; it also pauses transitions during a switch
 * (MUI's disableTransitionOnChange would insert a style the CSP refuses, having no nonce).
 */
export function AppProviders({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    // The request's CSP nonce goes on every <style> tag Emotion writes (server and client).
    <AppRouterCacheProvider options={{ key: 'mui', nonce }}>
      <ThemeProvider
        theme={theme}
        defaultMode={DEFAULT_COLOR_MODE}
        modeStorageKey={COLOR_MODE_STORAGE_KEY}
        colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        storageManager={colorModeStorage}
      >
        <CssBaseline enableColorScheme />
        <ApolloProvider>
          <ThemePreferenceProvider>
            <AuthProvider>
              {children}
              <CartRoot />
              <HydrationMarker />
            </AuthProvider>
          </ThemePreferenceProvider>
        </ApolloProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}

export default AppProviders;
