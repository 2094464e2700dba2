'use client';

import { lazy, Suspense } from 'react';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { Link } from '@/components/ui/LocalizedLink';
import { usePathname } from '@/lib/client/i18n/localized-router';
import { menuLogoType, type MenuLogoType } from '@/lib/domain/menu/menu-rules';
import type { BrandLogoOrganization } from './OrganizationLogo';
import styles from './Menu.module.css';

// Organisation members only: visitors' first load does not carry it (issue 14).
const OrganizationLogo = lazy(() => import('./OrganizationLogo').then((m) => ({ default: m.OrganizationLogo })));

/** Brand mark drawn in public/brand/logo-mark.svg (also the favicon). */
export const LOGO_MARK_SRC = '/brand/logo-mark.svg';

export type { BrandLogoOrganization };

export type BrandLogoProps = {
  /** Where the logo links: the visitor's home (learner paths: '/', '/home/' or the organisation's /learn/). */
  home: string;
  b2bOrganization: BrandLogoOrganization | null;
  premium: boolean;
  degree: boolean;
};

/**
 * The logo linking home (spec §2), by type (lib/domain/menu/menu-rules menuLogoType): b2b shows the
 * organisation's own logo (its dark-mode variant under the dark theme, chosen by CSS so there
 * is no flash), and an icon with the organisation's name when the image fails to load;
 * premium, microdegree, live and blog add their word to the brand; default is the brand alone.
 * The name is hidden on narrow phones (< 480 px); the link keeps its accessible name.
 * Plain markup styled by Menu.module.css.
 */
export function BrandLogo({ home, b2bOrganization, premium, degree }: BrandLogoProps) {
  const t = useShellTranslations('menu');
  const pathname = usePathname();
  const type: MenuLogoType = menuLogoType({ pathname, b2bWithOrganization: b2bOrganization !== null, premium, degree });
  return (
    <div data-logo-type={type} className={styles.logo}>
      {type === 'b2b' && b2bOrganization ? (
        <Link href={home} className={styles.logoLink} aria-label={t('logo.organizationHome', { organization: b2bOrganization.name })}>
          {/* While its code loads, the organisation's name holds the place (its fallback look). */}
          <Suspense
            fallback={
              <span aria-hidden className={styles.organizationName}>
                {b2bOrganization.name}
              </span>
            }
          >
            <OrganizationLogo organization={b2bOrganization} />
          </Suspense>
        </Link>
      ) : (
        // The accessible name starts with the visible words ("Cursalia Blog"), as WCAG 2.5.3 asks.
        <Link href={home} className={styles.logoLink} aria-label={t('homeLink', { product: type === 'default' ? PRODUCT_NAME : `${PRODUCT_NAME} ${t(`logo.${type}`)}` })}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 32 px SVG, nothing to optimise */}
          <img src={LOGO_MARK_SRC} alt="" width={32} height={32} />
          <span aria-hidden className={styles.brandName}>
            {PRODUCT_NAME}
          </span>
          {type !== 'default' ? ' ' : null}
          {type !== 'default' ? (
            <span aria-hidden className={styles.brandBadge}>
              {t(`logo.${type}`)}
            </span>
          ) : null}
        </Link>
      )}
    </div>
  );
}
