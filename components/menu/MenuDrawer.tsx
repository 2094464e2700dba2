'use client';

import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { Drawer } from '@/components/ui/Drawer';
import { SUBMENU_DRAWER_WIDTH } from '@/lib/theme/layout-constants';
import { AuthLinks } from './AuthLinks';
import { CART_PATH, MENU_LINKS, SEARCH_PATH, isCurrentPath, type AppHref } from './menu-links';
import { isAnonymous, useCurrentUser } from './use-current-user';

/**
 * The left menu drawer (spec §2) with every menu link, for widths below lg where the bar has no
 * room for them, on the UI kit's Drawer. Opened by the hamburger; Escape, the backdrop, the
 * close button or following a link closes it (MUI's modal traps focus and returns it to the
 * hamburger).
 */
export function MenuDrawer() {
  const t = useTranslations('menu');
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
        sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        id={drawerId}
        position="left"
        open={open}
        onClose={close}
        title={t('drawerTitle')}
        closeLabel={t('closeMenu')}
        // Spec §9: submenu drawers are 375 px; on phones 80vw, never wider than 375.
        width={{ xs: `min(80vw, ${SUBMENU_DRAWER_WIDTH}px)`, sm: SUBMENU_DRAWER_WIDTH }}
      >
        <Divider />
        <Box component="nav" aria-label={t('mainNavigation')}>
          <DrawerLinks onNavigate={close} />
        </Box>
        <Divider />
        <Suspense fallback={null}>
          <DrawerAccount onNavigate={close} />
        </Suspense>
      </Drawer>
    </>
  );
}

function DrawerLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('menu');
  const pathname = usePathname();
  return (
    <List>
      {MENU_LINKS.map((item) => (
        <DrawerLink key={item.key} href={item.href} current={isCurrentPath(pathname, item.match)} onNavigate={onNavigate}>
          {t(`links.${item.key}`)}
        </DrawerLink>
      ))}
      <DrawerLink href={SEARCH_PATH} current={isCurrentPath(pathname, SEARCH_PATH)} onNavigate={onNavigate} icon={<SearchIcon />}>
        {t('search')}
      </DrawerLink>
      <DrawerLink href={CART_PATH} current={isCurrentPath(pathname, CART_PATH)} onNavigate={onNavigate} icon={<ShoppingCartOutlined />}>
        {t('cart')}
      </DrawerLink>
    </List>
  );
}

function DrawerLink({
  href,
  current,
  onNavigate,
  icon,
  children,
}: {
  href: AppHref;
  current: boolean;
  onNavigate: () => void;
  icon?: ReactNode;
  children: string;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} href={href} onClick={onNavigate} aria-current={current ? 'page' : undefined} selected={current}>
        {icon ? <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon> : null}
        <ListItemText primary={children} />
      </ListItemButton>
    </ListItem>
  );
}

/** Login and register for anonymous visitors (the bar hides register at xs). */
function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const state = useCurrentUser();
  if (!isAnonymous(state)) return null;
  return (
    <Box sx={{ p: 2 }}>
      <AuthLinks stacked onNavigate={onNavigate} />
    </Box>
  );
}
