import { ServerError } from '@apollo/client/errors';
import { isSuccessStatus, nonSuccessStatusMessage } from './error-format';

/**
 * Wraps `fetch` so that every non-2xx response fails as a `ServerError` with the spec §8
 * message 'Response not successful: Received status code N' (body text kept on the error).
 *
 * Apollo 4 already does this for `application/json` responses, but it parses a non-2xx
 * `application/graphql-response+json` body as a normal result (GraphQL over HTTP), which
 * graphql-yoga sends for request errors. The spec wants the status error in every case.
 */
export function createStatusCheckedFetch(fetchImpl?: typeof fetch): typeof fetch {
  return async (input, init) => {
    // Resolve the global at call time so test doubles and polyfills installed later apply.
    const doFetch = fetchImpl ?? globalThis.fetch;
    const response = await doFetch(input, init);
    if (isSuccessStatus(response.status)) return response;
    let bodyText = '';
    try {
      bodyText = await response.text();
    } catch {
      // body already used or stream broken: the status alone is reported
    }
    throw new ServerError(nonSuccessStatusMessage(response.status), { response, bodyText });
  };
}
