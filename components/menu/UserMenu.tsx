'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { showBasicData } from '@/lib/client/stores/auth-dialog-store';
import { HELP_CENTER_URL } from '@/lib/domain/footer/footer-links';
import { userMenuSections, type UserMenuEntry } from '@/lib/domain/menu/user-menu';
import { closeSubmenu } from '@/lib/client/menu/menu-store';
import type { MenuItemKey } from '@/lib/domain/menu/menu-visibility';
import type { CurrentUser } from '@/lib/client/stores/current-user-store';
import { MenuDropdown } from './MenuDropdown';
import { MENU_ITEM_ATTRIBUTE } from './menu-item';
import { MenuGroup, MenuLink } from './MenuPanels';
import { NightModeToggle } from './NightSwitch';
import { RenewalReminder } from './RenewalReminder';
import { userLabel } from './use-current-user';
import styles from './Menu.module.css';

/**
 * The signed-in user's menu (spec §2 user area and account menu). Loaded by UserArea only once
 * a user is signed in (issue 14): anonymous visitors, who see the login and register links,
 * never download its entries' rules (lib/domain/menu/user-menu).
 */
export default function UserMenu({ user, visible }: { user: CurrentUser; visible: ReadonlySet<MenuItemKey> }) {
  const t = useTranslations('menu');
  const name = userLabel(user) ?? t('account.fallbackName');
  const { userArea, account } = userMenuSections({ user, visible, helpCenterUrl: HELP_CENTER_URL });
  return (
    <MenuDropdown
      submenu="userMenu"
      menuKey="userMenu"
      ariaLabel={t('account.menuLabel', { name })}
      startIcon={<Icon name="accountCircle" size={20} />}
      label={<span className={styles.userName}>{name}</span>}
      triggerClassName={styles.userTrigger}
      panelClassName={styles.userPanel}
    >
      <div className={styles.userHead}>
        <p className={styles.userFullName}>{user.fullName || name}</p>
        {user.email ? <p className={styles.userEmail}>{user.email}</p> : null}
        <RenewalReminder membership={user.membership} className={styles.renewalInMenu} />
      </div>
      <hr className={styles.divider} />
      <nav aria-label={t('userMenu.userArea')} className={styles.userSectionFirst}>
        <MenuGroup id="user-menu-learning" title={t('userMenu.userArea')}>
          {userArea.map((entry) => (
            <Entry key={entry.id} entry={entry} mentor={user.isMentor} />
          ))}
        </MenuGroup>
      </nav>
      <hr className={styles.divider} />
      <nav aria-label={t('userMenu.accountSection')} className={styles.userSection}>
        <MenuGroup id="user-menu-account" title={t('userMenu.accountSection')}>
          {account.map((entry) => (
            <Entry key={entry.id} entry={entry} mentor={user.isMentor} />
          ))}
        </MenuGroup>
      </nav>
    </MenuDropdown>
  );
}

function Entry({ entry, mentor }: { entry: UserMenuEntry; mentor: boolean }) {
  const t = useTranslations('menu');
  if (entry.kind === 'profiles') {
    return (
      <li className={styles.profiles} data-user-entry="profiles">
        <span className={styles.profilesTitle}>{t('userMenu.profiles')}</span>
        <span className={styles.profilesList}>{entry.labels.map((l) => t(`profiles.${l}`)).join(' · ')}</span>
      </li>
    );
  }
  if (entry.kind === 'action') {
    if (entry.id === 'nightMode') {
      return (
        <li>
          <NightModeToggle />
        </li>
      );
    }
    return (
      <li className={styles.item}>
        <button
          type="button"
          {...{ [MENU_ITEM_ATTRIBUTE]: '' }}
          onClick={() => {
            closeSubmenu('userMenu');
            showBasicData({ sourceComponent: 'AccountMenu' });
          }}
          className={styles.plainButton}
        >
          {t('userMenu.manageAccount')}
        </button>
      </li>
    );
  }
  const label = entry.id === 'mentorChat' && mentor ? t('userMenu.mentorChatMentor') : t(`userMenu.${entry.id}`);
  return (
    <MenuLink href={entry.href} menuKey={entry.menuKey} countryPrefixed={entry.countryPrefixed}>
      {label}
    </MenuLink>
  );
}
