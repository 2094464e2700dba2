import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { SearchMenuEntry } from '@/components/search/SearchMenuEntry';
import { NotificationsBellButton } from '@/components/notifications/NotificationsBellButton';
import type { NotificationsMessages } from '@/components/notifications/messages';
import { getMenuData } from '@/lib/server/loaders/menu-data';
import { EMPTY_MENU_DATA, type MenuData } from '@/lib/domain/menu/menu-data-types';
import { reservedWhileLoading, type MenuLayoutFlags } from '@/lib/domain/menu/menu-visibility';
import { LoadingUserShape } from './LoadingUserShape';
import { MenuBar } from './MenuBar';

async function menuData(locale: string): Promise<MenuData> {
  try {
    return await getMenuData(locale);
  } catch (error) {
    // The bar must render even when the database is unreachable; the submenus are then empty.
    console.error('[MainMenuBar] menu data unavailable', error);
    return EMPTY_MENU_DATA;
  }
}

/**
 * The bell's texts: the `notifications` namespace without its API-only `errors` and the inbox
 * page's `inbox` (server-rendered there), so every page's payload carries the bell's texts only. (Client code
 * uses clientNotificationsMessages; it lives in a 'use client' module and so cannot be called here.)
 */
async function notificationsMessages(): Promise<NotificationsMessages> {
  const all = (await getMessages()) as { notifications?: Record<string, unknown> };
  const rest: Record<string, unknown> = { ...all.notifications };
  delete rest.errors;
  delete rest.inbox;
  return rest as NotificationsMessages;
}

/**
 * The main menu bar (spec §2): a server component that reads the submenus' data once (cached
 * across requests, lib/server/loaders/menu-data.ts) and hands it to the client bar together with the
 * notifications bell (with its texts) and the server entry of search. The bar renders the
 * submenus from that data as plain markup (MenuPanels.tsx, Menu.module.css): the data is far
 * smaller in the RSC payload than the same links as server-rendered elements would be. Nothing here depends on the visitor, so the HTML is the same for
 * everyone and public pages stay cacheable; what depends on the user (visibleMenuItems, the
 * user menu, the bell, the renewal reminder) is decided in the client islands.
 * Sticky, 56 px high at xs and 72 px from sm, z-index 999 (spec §9).
 */
export async function MainMenuBar({ layout }: { layout?: MenuLayoutFlags } = {}) {
  const locale = await getLocale();
  const [data, t, notifications] = await Promise.all([menuData(locale), getTranslations('menu'), notificationsMessages()]);
  // The places the bar keeps while the user loads: those of an anonymous visitor, the HTML's
  // most common reader (the user-dependent rest of the context plays no part in these items).
  const reserved = reservedWhileLoading({ featureFlags: {}, orgHigherEducationHome: false, countryPrefix: null, academyBucketCount: data.academyBucketCount, layout });
  return (
    <MenuBar
      data={data}
      layout={layout}
      loadingReserve={{
        cart: reserved.has('cart'),
        user: <LoadingUserShape login={reserved.has('login') ? t('login') : null} register={reserved.has('register') ? t('register') : null} />,
      }}
      notifications={<NotificationsBellButton messages={notifications} />}
      search={<SearchMenuEntry label={t('search')} />}
    />
  );
}
