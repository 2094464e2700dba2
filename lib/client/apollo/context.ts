import type { ClientName } from '@/graphql/endpoints';

/**
 * Typed operation context for this app's links. Pass it as `context` to `useQuery`,
 * `useMutation`, `client.query`, …:
 *
 *   useQuery(MainMenuNotificationsDocument, { context: { clientName: 'v5' } })
 *   useQuery(MeDocument, { context: currentUserContext, ssr: false })
 */
declare module '@apollo/client' {
  interface DefaultContext {
    /** Which endpoint of spec §7 serves the operation; 'default' when absent. */
    clientName?: ClientName;
    /** The current-user query: sent to the current-user path (`/graphql`), GET when enabled. */
    currentUser?: boolean;
  }
}

/** Context for the current-user ('me') query (spec §7). */
export const currentUserContext = { currentUser: true } as const;

/** Context naming an endpoint, e.g. `clientContext('v4.b2b')`. */
export function clientContext(clientName: ClientName): { clientName: ClientName } {
  return { clientName };
}
