/**
 * Brand colours for the light and dark colour schemes.
 *
 * Contrast (WCAG 2.x ratios, AA needs 4.5:1 for normal text), checked when these were chosen:
 *   light: primary #4C2FB5 on white 8.8, white on it 8.8; primary.dark #36208A / white 12.1;
 *          secondary #C2410C / white 5.2 (4.8 on the #F7F5FC page); secondary.dark #9A3412 7.3;
 *          text #1B1729 on #F7F5FC 16.2; text.secondary #5E5873 on white 6.7, on #F7F5FC 6.2.
 *   dark:  primary #B9A6FF on #14111F 8.8 (8.2 on paper #1C1830); #1E0F4D on it 8.1;
 *          primary.dark #9A82F5 with #1E0F4D 5.6; secondary #FDBA74 on #14111F 11.0,
 *          #3B1A00 on it 9.3; text #F3F1FA on paper 15.4; text.secondary #C9C4DA on paper 10.1.
 */
export const lightPalette = {
  primary: { main: '#4C2FB5', light: '#7459D9', dark: '#36208A', contrastText: '#FFFFFF' },
  secondary: { main: '#C2410C', light: '#E4682E', dark: '#9A3412', contrastText: '#FFFFFF' },
  background: { default: '#F7F5FC', paper: '#FFFFFF' },
  text: { primary: '#1B1729', secondary: '#5E5873' },
  divider: 'rgba(27, 23, 41, 0.12)',
  success: { main: '#1B7F3B', light: '#4CAF6E', dark: '#145C2B', contrastText: '#FFFFFF' },
  warning: { main: '#F5C518', light: '#FADB6B', dark: '#8A5A00', contrastText: '#2B2100' },
  error: { main: '#C62828', light: '#E05353', dark: '#8E1C1C', contrastText: '#FFFFFF' },
  info: { main: '#6D28D9', light: '#8B5CF6', dark: '#4C1D95', contrastText: '#FFFFFF' },
} as const;

export const darkPalette = {
  primary: { main: '#B9A6FF', light: '#D6CBFF', dark: '#9A82F5', contrastText: '#1E0F4D' },
  secondary: { main: '#FDBA74', light: '#FED7AA', dark: '#FB923C', contrastText: '#3B1A00' },
  background: { default: '#14111F', paper: '#1C1830' },
  text: { primary: '#F3F1FA', secondary: '#C9C4DA' },
  divider: 'rgba(243, 241, 250, 0.14)',
  success: { main: '#6EE7A0', light: '#A7F3C6', dark: '#34C46E', contrastText: '#0B2E17' },
  warning: { main: '#FCD34D', light: '#FDE68A', dark: '#F5B50B', contrastText: '#2B2100' },
  error: { main: '#FCA5A5', light: '#FECACA', dark: '#F87171', contrastText: '#450A0A' },
  info: { main: '#C4B5FD', light: '#DDD6FE', dark: '#A78BFA', contrastText: '#2E1065' },
} as const;
