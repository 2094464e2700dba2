import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { mergeMessages, type Messages } from '@/lib/i18n/merge-messages';
import type { QuizServiceError } from '@/lib/server/services/classroom-quiz';
import esProgress from '@/messages/es/lectureProgress.json';
import ptProgress from '@/messages/pt/lectureProgress.json';
import enProgress from '@/messages/en/lectureProgress.json';
import { publicEnv } from '@/lib/config/public-env';

/**
 * The quiz's refusals, from the `lectureProgress` namespace (`quiz.*`), imported statically so
 * the route handlers need no file system. Spanish is the fallback.
 */
const byLocale: Record<Locale, Messages> = {
  es: esProgress as Messages,
  pt: mergeMessages(esProgress as Messages, ptProgress as Messages),
  en: mergeMessages(esProgress as Messages, enProgress as Messages),
};

/** The zone the retry time is written in: the app's (lib/i18n/request.ts), as the pages show times. */
const TIME_ZONE = publicEnv().timeZone;

export type QuizMessageKey = QuizServiceError | 'unauthenticated';

export function quizErrorMessage(locale: Locale, key: QuizMessageKey, until?: Date): string {
  const t = createTranslator({ locale, messages: { lectureProgress: byLocale[locale] }, namespace: 'lectureProgress' });
  // "Podrás intentarlo de nuevo el 3 de mayo de 2026, 10:30": the date as the learner's language writes it.
  const when = until ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(until) : '';
  return t(`quiz.${key}` as never, { when } as never);
}
