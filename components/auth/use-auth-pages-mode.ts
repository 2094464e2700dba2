'use client';

import { AuthPagesFlagDocument } from '@/graphql/generated/shell/graphql';
import { lazyGraphqlRequest } from '@/lib/client/graphql-request/lazy-request';
import { createShellQuery } from '@/lib/client/graphql-request/shell-query';

/** AuthPagesFlag (default endpoint), asked once per page and shared by every login link. */
export const authPagesFlagQuery = createShellQuery(() => lazyGraphqlRequest(AuthPagesFlagDocument, {}, { clientName: 'default' }));

/**
 * The all_access_marathon flag on the client (AuthPagesFlag query, default endpoint):
 * 'pages' when the all-access marathon flag is on (login and register links navigate to
 * /entrar/ and /registro/), else 'dialog' (the links open the auth dialog). While the flag
 * loads, or when it cannot be read, the dialog is used: it is the default product behaviour.
 * A plain typed request (lib/client/graphql-request): the menu's links are on every page.
 */
export function useAuthPagesMode(): 'pages' | 'dialog' {
  const { data } = authPagesFlagQuery.use('all_access_marathon');
  return data?.featureFlag?.isActive ? 'pages' : 'dialog';
}
