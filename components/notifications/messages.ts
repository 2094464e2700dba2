'use client';

import { useMemo } from 'react';
import { createTranslator, useLocale } from 'next-intl';
import type esNotifications from '@/messages/es/notifications.json';

/**
 * The `notifications` messages the bell and the drawer show (the namespace without its API
 * `errors` and the inbox page's `inbox`, which the server renders). That namespace is not sent to every page's client bundle: the menu bar
 * (components/menu/MainMenuBar.tsx) reads them on the server and hands them to the client islands.
 */
export type NotificationsMessages = Omit<typeof esNotifications, 'errors' | 'inbox'>;

/** A translator over the `notifications` messages given as a prop, in the page's locale. */
export function useNotificationsT(messages: NotificationsMessages) {
  const locale = useLocale();
  return useMemo(() => createTranslator({ locale, messages: { notifications: messages }, namespace: 'notifications', onError: () => {} }), [locale, messages]);
}

export type NotificationsT = ReturnType<typeof useNotificationsT>;

/** The client messages from the whole namespace (drops the API-only `errors` and the page-only `inbox`). */
export function clientNotificationsMessages(namespace: Partial<typeof esNotifications> | undefined): NotificationsMessages {
  const rest: Partial<typeof esNotifications> = { ...namespace };
  delete rest.errors;
  delete rest.inbox;
  return rest as NotificationsMessages;
}
