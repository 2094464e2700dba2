'use client';

import { useMemo, type ReactNode } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { OrganizationThemeQueryDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';
import { orgPalette, paletteCssVars } from '@/lib/domain/org/org-palette';
import { isB2B } from '@/lib/domain/roles';
import { useCurrentUser } from '@/lib/client/stores/current-user-store';

/**
 * Re-themes everything inside it with the organisation's colours (spec §3 theme lookAndFeel):
 * MUI's palette CSS variables for primary and secondary are overridden on this element, in both
 * colour schemes, with colours adjusted to WCAG AA (lib/domain/org/org-palette.ts). The server renders
 * the colours it read from the database (no flash); on the client OrganizationThemeQuery (b2b,
 * spec §7) refreshes them, and it is skipped for users who are not B2B.
 */
export function OrgThemeScope({ slug, primary, secondary, children }: { slug: string; primary: string; secondary: string; children: ReactNode }) {
  const user = useCurrentUser();
  const b2b = user.status === 'authenticated' && isB2B(user.user);
  const { data } = useQuery(
    OrganizationThemeQueryDocument,
    b2b ? { variables: { slug }, context: clientContext('b2b'), fetchPolicy: 'cache-and-network', ssr: false } : skipToken,
  );
  const look = data?.organizationInfo?.lookAndFeel;
  const mainPrimary = look?.primary.main ?? primary;
  const mainSecondary = look?.secondary.main ?? secondary;
  const palette = useMemo(() => orgPalette(mainPrimary, mainSecondary), [mainPrimary, mainSecondary]);
  return (
    <Box
      data-org-theme={slug}
      data-org-primary={palette.light.primary.main}
      sx={(theme) => ({ ...paletteCssVars(palette.light), ...theme.applyStyles('dark', paletteCssVars(palette.dark)) })}
    >
      {children}
    </Box>
  );
}
