/** Sent as `apollographql-client-name` / `-version` (spec §7), by Apollo's client awareness and by lib/client/graphql-request. */
export const CLIENT_AWARENESS_NAME = 'cursalia-web';

/** Header names of Apollo's client awareness. */
export const CLIENT_AWARENESS_HEADERS = {
  name: 'apollographql-client-name',
  version: 'apollographql-client-version',
} as const;
