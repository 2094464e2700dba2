import { createTheme } from '@mui/material/styles';
import { MUI_BREAKPOINT_VALUES } from './breakpoints';
import { darkPalette, lightPalette } from './palette';
import { SYSTEM_FONT_STACK } from './typography';

export { SYSTEM_FONT_STACK };

/** localStorage keys of MUI's colour-scheme manager (shared by the init script and provider). */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';

/**
 * The application theme. Colours are emitted as CSS variables and the active scheme is a
 * class on <html> (`.light` / `.dark`), set before paint by `ThemeInitScript`, so cached HTML
 * is the same for every visitor and never flashes the wrong theme.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
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
    MuiCssBaseline: {
      styleOverrides: (t) => ({
        ':focus-visible': {
          outline: `2px solid ${t.vars ? t.vars.palette.primary.main : t.palette.primary.main}`,
          outlineOffset: 2,
        },
      }),
    },
  },
});

export type AppTheme = typeof theme;
