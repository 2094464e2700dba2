/** localStorage key remembering that the default top banner was closed (spec §2). */
export const TOP_BANNER_DISMISSED_KEY = 'cursalia.topBannerDismissed';

/**
 * Attribute the inline head script (lib/domain/theme/color-mode-script.ts) puts on <html> before the
 * first paint when the banner was closed. The server renders the banner for everyone (cached
 * HTML); this hides it at once for those who closed it, so it never appears, nor pushes the
 * page down, after the first paint (issue 14 item 6).
 */
export const TOP_BANNER_DISMISSED_ATTRIBUTE = 'data-top-banner-dismissed';
