'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { useTranslations } from 'next-intl';
import { PRODUCT_NAME } from '@/lib/config/product';
import { BREAKPOINTS } from '@/lib/theme/breakpoints';
import { ORGANIZATION_LOGO } from '@/lib/theme/layout-constants';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { menuLogoType, type MenuLogoType } from '@/lib/menu/menu-rules';

/** Brand mark drawn in public/brand/logo-mark.svg (also the favicon). */
export const LOGO_MARK_SRC = '/brand/logo-mark.svg';

export type BrandLogoOrganization = { name: string; logo?: string | null; logoHeader?: string | null; darkModeLogo?: string | null };

export type BrandLogoProps = {
  /** Where the logo links: the visitor's home (learner paths: '/', '/home/' or the organisation's /learn/). */
  home: string;
  b2bOrganization: BrandLogoOrganization | null;
  premium: boolean;
  degree: boolean;
};

const hideOnNarrowPhones = { [`@media (max-width: ${BREAKPOINTS.xs - 0.05}px)`]: { display: 'none' } };

/**
 * The logo linking home (spec §2), by type (lib/menu/menu-rules menuLogoType): b2b shows the
 * organisation's own logo (its dark-mode variant under the dark theme, chosen by CSS so there
 * is no flash), and an icon with the organisation's name when the image fails to load;
 * premium, microdegree, live and blog add their word to the brand; default is the brand alone.
 * The name is hidden on narrow phones (< 480 px); the link keeps its accessible name.
 */
export function BrandLogo({ home, b2bOrganization, premium, degree }: BrandLogoProps) {
  const t = useTranslations('menu');
  const pathname = usePathname();
  const type: MenuLogoType = menuLogoType({ pathname, b2bWithOrganization: b2bOrganization !== null, premium, degree });
  return (
    <Box
      data-logo-type={type}
      sx={{
        display: 'flex',
        flexShrink: 0,
        minWidth: 0,
        '& a': { display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', borderRadius: 1, py: 0.5 },
        '& img': { display: 'block' },
      }}
    >
      {type === 'b2b' && b2bOrganization ? (
        <Link href={home} aria-label={t('logo.organizationHome', { organization: b2bOrganization.name })}>
          <OrganizationLogo organization={b2bOrganization} />
        </Link>
      ) : (
        // The accessible name starts with the visible words ("Cursalia Blog"), as WCAG 2.5.3 asks.
        <Link href={home} aria-label={t('homeLink', { product: type === 'default' ? PRODUCT_NAME : `${PRODUCT_NAME} ${t(`logo.${type}`)}` })}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 32 px SVG, nothing to optimise */}
          <img src={LOGO_MARK_SRC} alt="" width={32} height={32} />
          <Box component="span" aria-hidden sx={{ fontSize: '1.25rem', fontWeight: 800, letterSpacing: '-0.01em', display: 'inline', ...hideOnNarrowPhones }}>
            {PRODUCT_NAME}
          </Box>
          {type !== 'default' ? ' ' : null}
          {type !== 'default' ? (
            <Box
              component="span"
              aria-hidden
              sx={{ fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', display: { xs: 'none', sm: 'inline' } }}
            >
              {t(`logo.${type}`)}
            </Box>
          ) : null}
        </Link>
      )}
    </Box>
  );
}

/** The organisation's logo, max 128 × 32 (spec §9), light and dark variants; an icon if it fails. */
function OrganizationLogo({ organization }: { organization: BrandLogoOrganization }) {
  const [failed, setFailed] = useState(false);
  const light = organization.logoHeader || organization.logo || null;
  const dark = organization.darkModeLogo || light;
  if (failed || !light) {
    return (
      <>
        <BusinessOutlined data-testid="organization-logo-fallback" sx={{ fontSize: 32 }} />
        <Box component="span" aria-hidden sx={{ fontWeight: 800, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', ...hideOnNarrowPhones }}>
          {organization.name}
        </Box>
      </>
    );
  }
  const imgSx = { maxHeight: ORGANIZATION_LOGO.height, maxWidth: ORGANIZATION_LOGO.width, width: 'auto', height: 'auto' };
  return (
    <>
      <Box component="img" src={light} alt="" onError={() => setFailed(true)} sx={(theme: Theme) => ({ ...imgSx, ...theme.applyStyles('dark', { display: 'none !important' }) })} />
      <Box component="img" src={dark ?? light} alt="" onError={() => setFailed(true)} sx={(theme: Theme) => ({ ...imgSx, display: 'none !important', ...theme.applyStyles('dark', { display: 'block !important' }) })} />
    </>
  );
}
