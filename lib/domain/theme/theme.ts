import { createTheme } from '@mui/material/styles';
import { MUI_BREAKPOINT_VALUES } from './breakpoints';
import { darkPalette, lightPalette } from './palette';
import { SYSTEM_FONT_STACK } from './typography';
import { COLOR_MODE_ATTRIBUTE } from './color-mode';

export { SYSTEM_FONT_STACK };

/**
 * The application theme. Both colour schemes are emitted as CSS variables in the server CSS
 * (`:root, [data-theme="light"]` and `[data-theme="dark"]`); the active one is the
 * `data-theme` attribute on <html>, set before paint by the inline head script
 * (lib/domain/theme/color-mode-script.ts). Cached HTML is the same for every visitor and never
 * flashes the wrong theme.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_MODE_ATTRIBUTE },
  colorSchemes: {
    light: { palette: lightPalette },
    dark: { palette: darkPalette },
  },
  breakpoints: { values: MUI_BREAKPOINT_VALUES },
  spacing: 8,
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: SYSTEM_FONT_STACK,
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiChip: {
      styleOverrides: {
        // An outlined warning chip writes its text in the warning colour; the light scheme's
        // yellow (#F5C518) is 1.6:1 on white, so it takes warning.dark there (axe color-contrast).
        root: ({ theme: t }) => ({
          variants: [
            {
              props: { variant: 'outlined', color: 'warning' },
              style: { color: (t.vars ?? t).palette.warning.dark, borderColor: (t.vars ?? t).palette.warning.dark, ...t.applyStyles('dark', { color: (t.vars ?? t).palette.warning.main, borderColor: (t.vars ?? t).palette.warning.main }) },
            },
          ],
        }),
      },
    },
  },
});

// The theme uses CSS variables: this unlocks their ThemeProvider props in MUI's types
// (disableStyleSheetGeneration, see components/providers/AppProviders.tsx).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
