import { COLOR_MODE_SCRIPT, COLOR_MODE_SCRIPT_ID } from '@/lib/domain/theme/color-mode-script';

/**
 * Render first inside <head> of the root layout: sets `data-theme` on <html> from the local
 * flag before anything is painted (see lib/domain/theme/color-mode-script.ts). A server component.
 * The CSP allows it by its hash: on cached pages as one of the page's inline scripts, on pages
 * rendered per request as COLOR_MODE_SCRIPT_HASH (proxy.ts).
 */
export function ColorModeScript() {
  return <script id={COLOR_MODE_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />;
}
