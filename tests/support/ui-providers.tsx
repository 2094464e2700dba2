import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import esCommon from '@/messages/es/common.json';
import esMenu from '@/messages/es/menu.json';
import { theme } from '@/lib/domain/theme/theme';

/** The theme and the Spanish client messages the UI kit and the menu read. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <IntlTestProvider locale="es" messages={{ common: esCommon, menu: esMenu }} timeZone="America/Lima">
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </IntlTestProvider>
  );
}
