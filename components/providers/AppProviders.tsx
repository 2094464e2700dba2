'use client';

import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { ApolloProvider } from '@/components/providers/ApolloProvider';
import { CartRoot } from '@/components/cart/CartRoot';
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY, theme } from '@/lib/theme/theme';

/**
 * Client-side providers of every page: Emotion cache for the App Router (styles streamed in
 * order, `mui` class prefix), the MUI theme with light/dark CSS variables and CssBaseline.
 *
 * AuthProvider (session rules, the lazily loaded auth dialog, the storage warning) sits inside
 * Apollo, so the dialog's forms can use it. CartRoot (the cart's sync with MyCart, its pop-up
 * and toast, spec §2/§4) sits inside both.
 *
 * The colour mode defaults to light; a choice stored by the night switch (localStorage,
 * `mui-mode`) is honoured, and a signed-in user's settings may override it later (spec §4).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider
        theme={theme}
        defaultMode="light"
        modeStorageKey={COLOR_MODE_STORAGE_KEY}
        colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <ApolloProvider>
          <AuthProvider>
            {children}
            <CartRoot />
          </AuthProvider>
        </ApolloProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}

/**
 * Sets the colour-scheme class on <html> before first paint from the stored choice (default
 * light). Render it first inside <body> of the root layout; the same settings as the provider.
 */
export function ThemeInitScript() {
  return (
    <InitColorSchemeScript
      attribute="class"
      defaultMode="light"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
    />
  );
}

export default AppProviders;
