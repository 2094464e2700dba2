'use client';

import { NotificationsAccessDocument } from '@/graphql/generated/shell/graphql';
import { lazyGraphqlRequest } from '@/lib/client/graphql-request/lazy-request';
import { createShellQuery } from '@/lib/client/graphql-request/shell-query';

/**
 * NotificationsAccess (v5) for the signed-in user, keyed by the user id the caller passes: one request per user and
 * page, shared by the menu's visibility set and the bell, so both always agree. A plain typed
 * request (lib/client/graphql-request): the menu asks it on every page, Apollo is not loaded for it.
 */
export const notificationsAccessQuery = createShellQuery(() => lazyGraphqlRequest(NotificationsAccessDocument, {}, { clientName: 'v5' }));
