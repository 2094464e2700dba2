'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './Menu.module.css';

export type BrandLogoOrganization = { name: string; logo?: string | null; logoHeader?: string | null; darkModeLogo?: string | null };

/** The organisation's logo, max 128 × 32 (spec §9), light and dark variants; an icon if it fails. */
export function OrganizationLogo({ organization }: { organization: BrandLogoOrganization }) {
  const [failed, setFailed] = useState(false);
  const light = organization.logoHeader || organization.logo || null;
  const dark = organization.darkModeLogo || light;
  if (failed || !light) {
    return (
      <>
        <Icon name="businessOutlined" size={32} data-testid="organization-logo-fallback" />
        <span aria-hidden className={styles.organizationName}>
          {organization.name}
        </span>
      </>
    );
  }
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- an organisation's logo from its own host, any size */}
      <img src={light} alt="" onError={() => setFailed(true)} className={`${styles.organizationLogo} ${styles.organizationLogoLight}`} />
      {/* eslint-disable-next-line @next/next/no-img-element -- as above, its dark-mode variant */}
      <img src={dark ?? light} alt="" onError={() => setFailed(true)} className={`${styles.organizationLogo} ${styles.organizationLogoDark}`} />
    </>
  );
}
