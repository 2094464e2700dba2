'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ButtonBase from '@mui/material/ButtonBase';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { showBasicData } from '@/lib/stores/auth-dialog-store';
import { visuallyHidden } from '@/lib/theme/a11y';
import { USER_MENU_POPPER_WIDTH } from '@/lib/theme/layout-constants';
import { HELP_CENTER_URL } from '@/lib/footer/footer-links';
import { userMenuSections, type UserMenuEntry } from '@/lib/menu/user-menu';
import { closeSubmenu } from '@/lib/menu/menu-store';
import type { MenuItemKey } from '@/lib/menu/menu-visibility';
import type { CurrentUser, CurrentUserState } from '@/lib/stores/current-user-store';
import { AuthLinks } from './AuthLinks';
import { MenuDropdown, MENU_ITEM_ATTRIBUTE } from './MenuDropdown';
import { MenuGroup, MenuLink } from './MenuPanels';
import { NightModeToggle } from './NightSwitch';
import { RenewalReminder } from './RenewalReminder';
import { isAnonymous, userLabel } from './use-current-user';

/** Same footprint as the login button, so the bar does not jump when the user arrives. */
export function UserAreaPlaceholder() {
  return <Skeleton variant="rounded" width={112} height={36} aria-hidden sx={{ flexShrink: 0 }} />;
}

/**
 * The user part of the menu bar. The user is fetched on the client only (spec §7): while it
 * loads a placeholder shows; anonymous visitors get login and register links (spec §6);
 * signed-in users get the user menu (spec §2 user area and account menu).
 */
export function UserArea({ state, visible }: { state: CurrentUserState; visible: ReadonlySet<MenuItemKey> }) {
  const t = useTranslations('menu');
  if (state.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex' }}>
        <UserAreaPlaceholder />
        <Box component="span" sx={visuallyHidden}>
          {t('loadingUser')}
        </Box>
      </Box>
    );
  }
  if (isAnonymous(state) || !state.user) {
    // Register is hidden at xs, where it is in the drawer instead.
    return <AuthLinks registerDisplay={{ xs: 'none', sm: 'inline-flex' }} visible={visible} />;
  }
  return visible.has('userMenu') ? <UserMenu user={state.user} visible={visible} /> : null;
}

function UserMenu({ user, visible }: { user: CurrentUser; visible: ReadonlySet<MenuItemKey> }) {
  const t = useTranslations('menu');
  const name = userLabel(user) ?? t('account.fallbackName');
  const { userArea, account } = userMenuSections({ user, visible, helpCenterUrl: HELP_CENTER_URL });
  return (
    <MenuDropdown
      submenu="userMenu"
      menuKey="userMenu"
      ariaLabel={t('account.menuLabel', { name })}
      startIcon={<AccountCircle />}
      label={
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      }
      triggerSx={{ '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } }, '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      panelSx={{ right: { xs: 8, sm: 16 }, width: USER_MENU_POPPER_WIDTH, maxWidth: 'calc(100vw - 16px)', p: 2 }}
    >
      <Box sx={{ px: 1, pb: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{user.fullName || name}</Typography>
        {user.email ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        ) : null}
        <RenewalReminder membership={user.membership} sx={{ mt: 1 }} />
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('userMenu.userArea')} sx={{ px: 1, py: 1 }}>
        <MenuGroup id="user-menu-learning" title={t('userMenu.userArea')}>
          {userArea.map((entry) => (
            <Entry key={entry.id} entry={entry} mentor={user.isMentor} />
          ))}
        </MenuGroup>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('userMenu.accountSection')} sx={{ px: 1, pt: 1 }}>
        <MenuGroup id="user-menu-account" title={t('userMenu.accountSection')}>
          {account.map((entry) => (
            <Entry key={entry.id} entry={entry} mentor={user.isMentor} />
          ))}
        </MenuGroup>
      </Box>
    </MenuDropdown>
  );
}

function Entry({ entry, mentor }: { entry: UserMenuEntry; mentor: boolean }) {
  const t = useTranslations('menu');
  if (entry.kind === 'profiles') {
    return (
      <Box component="li" sx={{ py: 0.5 }} data-user-entry="profiles">
        <Box component="span" sx={{ fontWeight: 500 }}>
          {t('userMenu.profiles')}
        </Box>
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
          {entry.labels.map((l) => t(`profiles.${l}`)).join(' · ')}
        </Box>
      </Box>
    );
  }
  if (entry.kind === 'action') {
    if (entry.id === 'nightMode') {
      return (
        <Box component="li">
          <NightModeToggle />
        </Box>
      );
    }
    return (
      <Box component="li" sx={{ py: 0.25 }}>
        <ButtonBase
          {...{ [MENU_ITEM_ATTRIBUTE]: '' }}
          onClick={() => {
            closeSubmenu('userMenu');
            showBasicData({ sourceComponent: 'AccountMenu' });
          }}
          sx={{ py: 0.5, font: 'inherit', fontWeight: 500, borderRadius: 1, '&:hover': { textDecoration: 'underline' }, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {t('userMenu.manageAccount')}
        </ButtonBase>
      </Box>
    );
  }
  const label = entry.id === 'mentorChat' && mentor ? t('userMenu.mentorChatMentor') : t(`userMenu.${entry.id}`);
  return (
    <MenuLink href={entry.href} menuKey={entry.menuKey}>
      {label}
    </MenuLink>
  );
}
