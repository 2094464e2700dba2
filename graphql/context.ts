import type { Db } from '@/lib/server/db/client';
import type { Locale } from '@/lib/domain/i18n/routing';
import type { ErrorTranslator } from '@/lib/server/i18n/server-messages';
import type { SessionClaims } from '@/lib/server/auth/session-rules';
import type { EndpointName } from './endpoint-modules';

/** Per-request context shared by every resolver of every endpoint. */
export type GraphQLContext = {
  request: Request;
  endpoint: EndpointName;
  locale: Locale;
  /** Lower-case ISO country from the `country` header or cookie (spec §7), or null. */
  country: string | null;
  t: ErrorTranslator;
  db: () => Promise<Db>;
  /** The request's current session token (cookie, else Authorization header), checked once per request. */
  session: () => Promise<SessionClaims | null>;
  /** The signed-in user's id, resolved once per request from the session token. */
  viewerId: () => Promise<number | null>;
  /** Queues a Set-Cookie header for the response (session cookie on login/logout). */
  setCookie: (serialized: string) => void;
};
