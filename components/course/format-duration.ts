/**
 * Spec §9: durations are shown as minutes and seconds, hours and minutes, or days and hours.
 * Returns the unit pair and values; the words come from the `course.duration.*` messages.
 */
export type DurationParts =
  | { unit: 'minutesSeconds'; minutes: number; seconds: number }
  | { unit: 'hoursMinutes'; hours: number; minutes: number }
  | { unit: 'daysHours'; days: number; hours: number };

export function durationParts(totalSeconds: number): DurationParts {
  const s = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  if (s < 3600) return { unit: 'minutesSeconds', minutes: Math.floor(s / 60), seconds: s % 60 };
  if (s < 86_400) return { unit: 'hoursMinutes', hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60) };
  return { unit: 'daysHours', days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600) };
}
