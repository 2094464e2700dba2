import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { mergeMessages, type Messages } from '@/lib/i18n/merge-messages';
import { SPANISH_LEARNING_MESSAGES, type LearningMessages } from '@/lib/validation/learning-schemas';
import esLearn from '@/messages/es/learn.json';
import ptLearn from '@/messages/pt/learn.json';
import enLearn from '@/messages/en/learn.json';

/**
 * The learning module's texts, from the `learn` namespace (`errors.*`, `validation.*`),
 * imported statically so the route handlers need no file system. Spanish is the fallback.
 */
const byLocale: Record<Locale, Messages> = {
  es: esLearn as Messages,
  pt: mergeMessages(esLearn as Messages, ptLearn as Messages),
  en: mergeMessages(esLearn as Messages, enLearn as Messages),
};

export type LearningErrorKey =
  | 'unauthenticated'
  | 'noteNotFound'
  | 'projectNotFound'
  | 'notEnrolled'
  | 'lectureNotInCourse'
  | 'notEditable'
  | 'notSubmittable'
  | 'notDeletable';

function translator(locale: Locale) {
  return createTranslator({ locale, messages: { learn: byLocale[locale] }, namespace: 'learn' });
}

export function learningErrorMessage(locale: Locale, key: LearningErrorKey): string {
  return translator(locale)(`errors.${key}` as never);
}

export function learningValidationMessages(locale: Locale): LearningMessages {
  const t = translator(locale);
  const text = (key: Exclude<keyof LearningMessages, 'weekdaysCount'>) => {
    const value = t(`validation.${key}` as never);
    return typeof value === 'string' && !value.startsWith('learn.') ? value : SPANISH_LEARNING_MESSAGES[key];
  };
  return {
    required: text('required'),
    noteLength: text('noteLength'),
    titleLength: text('titleLength'),
    descriptionLength: text('descriptionLength'),
    invalidChoice: text('invalidChoice'),
    videoTime: text('videoTime'),
    weekdaysCount: (count) => t('validation.weekdaysCount' as never, { count } as never),
  };
}
