import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { LearningMessages } from '@/lib/validation/learning-schemas';

/** What to tell the learner when a call fails: the server's translated message, else a generic or network text. */
export function mutationErrorMessage(error: unknown, texts: { generic: string; network: string }): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || texts.generic;
  return texts.network;
}

type Translate = (key: string, values?: Record<string, number>) => string;

/** The learn.validation texts for the shared zod schemas (lib/validation/learning-schemas.ts). */
export function learningMessagesFrom(t: Translate): LearningMessages {
  return {
    required: t('validation.required'),
    noteLength: t('validation.noteLength'),
    titleLength: t('validation.titleLength'),
    descriptionLength: t('validation.descriptionLength'),
    invalidChoice: t('validation.invalidChoice'),
    videoTime: t('validation.videoTime'),
    weekdaysCount: (count) => t('validation.weekdaysCount', { count }),
  };
}

/** Field errors of a payload split into those a form field shows and those for the whole form. */
export function splitFieldErrors<F extends string>(errors: readonly { field?: string | null; message: string }[], fields: readonly F[]) {
  const fieldErrors: { field: F; message: string }[] = [];
  const formErrors: string[] = [];
  for (const e of errors) {
    if (e.field && (fields as readonly string[]).includes(e.field)) fieldErrors.push({ field: e.field as F, message: e.message });
    else formErrors.push(e.message);
  }
  return { fieldErrors, formErrors };
}
