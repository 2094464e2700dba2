/**
 * Puts a CallFeedback on a react-hook-form form: each field error under its field (type
 * 'server', so the next edit clears it), focus on the first, as the form's own checks do.
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { CallFeedback } from './call-feedback';

/** Shows the field errors and returns the message left for the whole form (or the snackbar). */
export function showFieldErrors<T extends FieldValues, F extends FieldPath<T>>(setError: UseFormSetError<T>, feedback: CallFeedback<F>): string | null {
  feedback.fieldErrors.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
  return feedback.message;
}
