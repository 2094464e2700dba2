import { COLOR_MODE_SCRIPT, COLOR_MODE_SCRIPT_ID } from '@/lib/theme/color-mode-script';

/**
 * Render first inside <head> of the root layout: sets `data-theme` on <html> from the local
 * flag before anything is painted (see lib/theme/color-mode-script.ts). A server component;
 * pass the CSP nonce here if a Content-Security-Policy with nonces is ever added (the layout
 * has none today, and reading a per-request nonce would make the cached pages dynamic, so a
 * policy would rather allow this script by its hash).
 */
export function ColorModeScript({ nonce }: { nonce?: string }) {
  return <script id={COLOR_MODE_SCRIPT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />;
}
