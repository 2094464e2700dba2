'use client';

import { getBrowserApolloClient } from '@/components/providers/ApolloProvider';
import { trackActivity } from '@/lib/client/analytics/track-activity';
import { readTrackingData } from '@/lib/client/session/session-client';
import { browserCartEnv, createCartActions, type CartActions } from './cart-actions';

/**
 * The cart actions over the browser's one Apollo client, for buttons that load them on first
 * use (lib/client/cart/lazy-cart-actions.ts): this module and Apollo come with that chunk.
 */
export function createBrowserCartActions(deps: { goToCart: () => void; messages: { courseRemoved: string; bundleRemoved: string } }): CartActions {
  return createCartActions({
    client: getBrowserApolloClient(),
    env: browserCartEnv(deps.goToCart),
    messages: deps.messages,
    track: (input) => {
      const tracking = readTrackingData();
      void trackActivity({ ...input, segment: tracking?.segment ?? null, username: tracking?.username ?? null });
    },
  });
}
