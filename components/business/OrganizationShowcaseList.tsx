import { safeHexColor } from '@/lib/domain/org/safe-hex-color';
import { lightPalette } from '@/lib/domain/theme/palette';
import type { OrganizationShowcase } from '@/lib/server/services/business-stats';
import { OrgAvatar } from './OrgAvatar';
import styles from './OrganizationShowcaseList.module.css';

/** Organisations that learn with the product: logo (or initial in the brand colour) and name (plain server markup). */
export function OrganizationShowcaseList({ organizations }: { organizations: OrganizationShowcase[] }) {
  return (
    <ul className={styles.list}>
      {organizations.map((org) => (
        <li key={org.id} className={styles.item}>
          <OrgAvatar name={org.name} logo={org.logo} size={56} className={styles.avatar} style={{ backgroundColor: safeHexColor(org.primaryColor, lightPalette.primary.main) }} />
          <p className={styles.name}>{org.name}</p>
        </li>
      ))}
    </ul>
  );
}
