import { theme } from './theme';

type Declarations = Record<string, string | number>;
type StyleSheet = Record<string, Declarations>;

/** camelCase CSS properties (colorScheme) as written in CSS; custom properties stay as they are. */
function propertyName(key: string): string {
  return key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * The theme's CSS variables for both colour schemes as one static stylesheet (issue 14 item 2):
 * `:root` tokens, the light scheme (default) and the dark scheme keyed on html[data-theme].
 * MUI would otherwise inline the same ~23 KB into every page (its ThemeProvider now has
 * disableStyleSheetGeneration). One theme (lib/domain/theme/theme.ts), two consumers: MUI's islands
 * and the CSS Modules of the server-rendered shell both read these variables.
 * lib/domain/theme/theme-vars.css is this output; tests/unit/theme-css.test.ts fails when it is stale
 * (`npm run theme:css` writes it).
 */
export function themeStyleSheet(): string {
  const sheets = (theme as unknown as { generateStyleSheets: () => StyleSheet[] }).generateStyleSheets();
  const rules = sheets.flatMap((sheet) =>
    Object.entries(sheet).map(([selector, declarations]) => {
      const body = Object.entries(declarations).map(([key, value]) => {
        if (typeof value === 'object') throw new Error(`Nested theme CSS under ${selector}.${key} is not supported`);
        return `  ${propertyName(key)}: ${value};`;
      });
      return `${selector} {\n${body.join('\n')}\n}`;
    }),
  );
  return `/* Generated from lib/domain/theme/theme.ts by \`npm run theme:css\` (lib/domain/theme/theme-css.ts): do not edit. */\n${rules.join('\n')}\n`;
}
