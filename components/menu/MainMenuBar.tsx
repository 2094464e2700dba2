import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { NAV_HEIGHT, NAV_Z_INDEX } from '@/lib/theme/layout-constants';
import { BREAKPOINTS } from '@/lib/theme/breakpoints';
import { BrandLogo } from './BrandLogo';
import { ButtonLink, IconButtonLink } from './ButtonLink';
import { MenuDrawer } from './MenuDrawer';
import { NightSwitch } from './NightSwitch';
import { UserArea, UserAreaPlaceholder } from './UserArea';
import { CART_PATH, MENU_LINKS } from './menu-links';
import { SearchMenuEntry } from '@/components/search/SearchMenuEntry';

/**
 * Seven labelled links, search, cart and the two auth buttons need about 1 270 px, so the
 * links sit in the bar from lg (1366) and in the left drawer below it.
 *
 * The main menu bar (spec §2): a server-rendered shell, identical for every visitor so pages
 * stay cacheable, with small client islands — the drawer (below md), the nav links (for
 * aria-current) and the user area, which fetches the user on the client only (spec §7).
 * Sticky, 56 px high at xs and 72 px from sm, z-index 999 (spec §9).
 */
export function MainMenuBar() {
  const t = useTranslations('menu');
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: NAV_Z_INDEX,
        height: NAV_HEIGHT,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          height: '100%',
          maxWidth: BREAKPOINTS.lg,
          mx: 'auto',
          px: { xs: 1, sm: 2, md: 3 },
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1 },
        }}
      >
        <MenuDrawer />
        <BrandLogo />
        <Box component="nav" aria-label={t('mainNavigation')} sx={{ display: { xs: 'none', lg: 'block' }, ml: 2, minWidth: 0 }}>
          <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}>
            {MENU_LINKS.map((item) => (
              <li key={item.key}>
                <ButtonLink
                  href={item.href}
                  match={item.match}
                  sx={{
                    px: 1,
                    minWidth: 0,
                    whiteSpace: 'nowrap',
                    fontWeight: 600,
                    '&[aria-current="page"]': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: 6 },
                  }}
                >
                  {t(`links.${item.key}`)}
                </ButtonLink>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <SearchMenuEntry label={t('search')} />
        <NightSwitch />
        <IconButtonLink href={CART_PATH} label={t('cart')}>
          <ShoppingCartOutlined />
        </IconButtonLink>
        <Suspense fallback={<UserAreaPlaceholder />}>
          <UserArea />
        </Suspense>
      </Box>
    </Box>
  );
}

export default MainMenuBar;
