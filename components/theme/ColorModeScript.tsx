import { COLOR_MODE_SCRIPT, COLOR_MODE_SCRIPT_ID } from '@/lib/theme/color-mode-script';

/**
 * Render first inside <head> of the root layout: sets `data-theme` on <html> from the local
 * flag before anything is painted (see lib/theme/color-mode-script.ts). A server component;
 * the layout passes the request's CSP nonce, without which the policy refuses the script.
 */
export function ColorModeScript({ nonce }: { nonce?: string }) {
  return <script id={COLOR_MODE_SCRIPT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />;
}
