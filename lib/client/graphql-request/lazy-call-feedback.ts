import type { CallFeedback } from './call-feedback';

type CallFeedbackModule = typeof import('./call-feedback');

/** What a failure says when even the feedback module could not load: nothing of its own. */
export const NO_FEEDBACK: CallFeedback = { fieldErrors: [], message: null, code: null, field: null };

/**
 * call-feedback.ts for the islands of public pages (the add and buy-now buttons, the agenda's
 * subscribe, the course viewer's free enrolment): it is needed only once a call has failed, so
 * it loads then instead of with the page (issue 14). `read` gets the module; when its chunk
 * cannot load either (the network is gone), the failure is logged and `fallback` answered.
 */
export function withCallFeedback<T>(read: (module: CallFeedbackModule) => T, fallback: T): Promise<T> {
  return import('./call-feedback').then(read, (error: unknown) => {
    console.error('[call-feedback] chunk failed to load', error);
    return fallback;
  });
}
