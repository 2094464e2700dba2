'use client';

import { useQuery } from '@apollo/client/react';
import { AuthPagesFlagDocument } from '@/graphql/generated/client/graphql';

/**
 * The all_access_marathon flag on the client (AuthPagesFlag query, default endpoint):
 * 'pages' when the all-access marathon flag is on (login and register links navigate to
 * /entrar/ and /registro/), else 'dialog' (the links open the auth dialog). While the flag
 * loads, or when it cannot be read, the dialog is used: it is the default product behaviour.
 */
export function useAuthPagesMode(): 'pages' | 'dialog' {
  const { data } = useQuery(AuthPagesFlagDocument, { fetchPolicy: 'cache-first', ssr: false });
  return data?.featureFlag?.isActive ? 'pages' : 'dialog';
}
