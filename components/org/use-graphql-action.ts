'use client';

import { useCallback, useState, useTransition } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { ClientName } from '@/graphql/endpoints';
import { clientContext } from '@/lib/client/apollo/context';
import { useRouter } from '@/lib/client/i18n/localized-router';
import { feedbackFromError } from '@/lib/client/graphql-request/call-feedback';

export type ActionState = { status: 'idle' | 'pending' | 'done' | 'error'; message: string | null; field: string | null };

/**
 * Runs one mutation of an admin or role panel: the server's translated error becomes the form's
 * message (a network failure gets `networkMessage`; read by lib/client/graphql-request/call-feedback.ts), and on success the server components of the
 * page are refreshed, so lists and numbers show the change without a client cache to keep in sync.
 */
export function useGraphQLAction<TData, TVariables extends Record<string, unknown>>(
  mutation: TypedDocumentNode<TData, TVariables>,
  clientName: ClientName,
  networkMessage: string,
) {
  const client = useApolloClient();
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const [state, setState] = useState<ActionState>({ status: 'idle', message: null, field: null });
  const run = useCallback(
    async (variables: TVariables): Promise<TData | null> => {
      setState({ status: 'pending', message: null, field: null });
      try {
        const result = await client.mutate({ mutation, variables: variables as never, context: clientContext(clientName) });
        setState({ status: 'done', message: null, field: null });
        startTransition(() => router.refresh());
        return (result.data as TData | undefined) ?? null;
      } catch (error) {
        const { message, field } = feedbackFromError(error, { network: networkMessage });
        setState({ status: 'error', message, field });
        return null;
      }
    },
    [client, mutation, clientName, networkMessage, router],
  );
  return { run, state, setState, busy: state.status === 'pending' || refreshing };
}
