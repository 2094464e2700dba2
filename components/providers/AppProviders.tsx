'use client';

import type { ReactNode } from 'react';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { HydrationMarker } from '@/components/providers/HydrationMarker';
import { CartRoot } from '@/components/cart/CartRoot';
import { ThemePreferenceProvider } from '@/components/theme/ThemePreferenceProvider';

/**
 * Client-side providers of every page. No MUI (issue 14): the shell is plain markup, CssBaseline
 * is static CSS (lib/domain/theme/baseline.css) and the parts that render MUI bring their own theme and
 * Emotion cache (components/providers/WithMui.tsx: private segments' layouts, MUI pages, lazy
 * islands).
 *
 * No Apollo and no zod here (issue 14): the shell's reads (current user, cart, menu flags,
 * theme save, analytics user) are plain typed requests (lib/client/graphql-request) into the stores;
 * the islands that use Apollo (auth dialog, cart actions, notifications, search, …) load it
 * with their lazy chunks (components/providers/WithApollo.tsx), and private pages wrap their
 * content in it. AuthProvider (session rules, the lazily loaded auth dialog, the storage
 * warning) and CartRoot (the cart's sync with MyCart, its pop-up and toast, spec §2/§4) sit here.
 *
 * No next-intl here (issue 14): the root layout's ShellIntlProvider carries the language and the
 * client messages; islands that use next-intl get its provider, with spec §9's fallback
 * namespace, with their chunks (components/i18n/WithIntl.tsx).
 *
 * The colour mode (spec §4 Theme) defaults to light; the local flag stored by the night switch
 * (localStorage `mui-mode`, mirrored in the `color_mode` cookie) is read by the inline head
 * script before paint (components/theme/ColorModeScript.tsx), which sets html[data-theme];
 * lib/client/theme/color-mode-store.ts changes both. ThemePreferenceProvider lets the signed-in user's settings
 * override it and saves toggles to the account; it also pauses transitions during a switch
 * (lib/client/theme/pause-transitions.ts).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemePreferenceProvider>
      <AuthProvider>
        {children}
        <CartRoot />
        <HydrationMarker />
      </AuthProvider>
    </ThemePreferenceProvider>
  );
}
