import { useTranslations } from 'next-intl';
import { durationParts } from './format-duration';

/** A length in seconds as text ('2 h 15 min'), wrapped in <time> with an ISO 8601 duration. */
export function CourseDuration({ seconds }: { seconds: number }) {
  const t = useTranslations('course.duration');
  const parts = durationParts(seconds);
  const iso = `PT${Math.max(0, Math.round(seconds))}S`;
  return <time dateTime={iso}>{t(parts.unit, parts)}</time>;
}
