import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { mergeMessages, type Messages } from '@/lib/i18n/merge-messages';
import esClassroom from '@/messages/es/classroom.json';
import ptClassroom from '@/messages/pt/classroom.json';
import enClassroom from '@/messages/en/classroom.json';
import esProgress from '@/messages/es/lectureProgress.json';
import ptProgress from '@/messages/pt/lectureProgress.json';
import enProgress from '@/messages/en/lectureProgress.json';

/**
 * The classroom module's texts: `classroom.actions.*` for the access refusals and
 * `lectureProgress.*` for the progress services' codes, imported statically so the route
 * handlers need no file system. Spanish is the fallback.
 */
const byLocale: Record<Locale, { classroom: Messages; lectureProgress: Messages }> = {
  es: { classroom: esClassroom as Messages, lectureProgress: esProgress as Messages },
  pt: { classroom: mergeMessages(esClassroom as Messages, ptClassroom as Messages), lectureProgress: mergeMessages(esProgress as Messages, ptProgress as Messages) },
  en: { classroom: mergeMessages(esClassroom as Messages, enClassroom as Messages), lectureProgress: mergeMessages(esProgress as Messages, enProgress as Messages) },
};

export type ClassroomActionKey = 'unauthenticated' | 'noAccess' | 'previewOnly' | 'invalidSeconds' | 'invalidAnswers';

export type ClassroomMessageKey =
  | `classroom.actions.${ClassroomActionKey}`
  | `lectureProgress.errors.${string}`
  | `lectureProgress.certificate.${string}`
  | `lectureProgress.survey.${string}`;

export function classroomMessage(locale: Locale, key: ClassroomMessageKey): string {
  const t = createTranslator({ locale, messages: byLocale[locale] });
  return t(key as never);
}
