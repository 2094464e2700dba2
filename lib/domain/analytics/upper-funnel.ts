/**
 * Upper-funnel intent (spec §3 entity, §4 state, §5 rule): set from URL parameters only when
 * both the job and the source are in the lists of spec §3; it records the URL it was set on.
 */
export const JOBS_TO_BE_DONE = ['BUY', 'DOWNLOAD_RESOURCE', 'FREE_COURSE', 'FREE_COURSE_OF_THE_DAY', 'SOFE'] as const;
export const UPPER_FUNNEL_SOURCES = [
  'APP', 'BLOG', 'DEEP_LINK', 'DOWNLOAD_RESOURCE_FROM_COURSE_DETAIL', 'DOWNLOAD_RESOURCE_FROM_TOOLS_LANDING', 'FREE_COURSES_BANNER',
  'FREE_COURSES_CARD', 'FREE_COURSES_DETAIL', 'FREE_COURSE_OF_THE_DAY_LANDING', 'GUEST_CHECKOUT', 'HOME', 'PUSH', 'SIGNUP_VIEW',
] as const;

export type JobToBeDone = (typeof JOBS_TO_BE_DONE)[number];
export type UpperFunnelSource = (typeof UPPER_FUNNEL_SOURCES)[number];
export type UpperFunnelIntent = { jobToBeDone: JobToBeDone; source: UpperFunnelSource; urlSource: string };

/** The URL parameters the intent is read from (the entity's own field names). */
export const UPPER_FUNNEL_PARAMS = { jobToBeDone: 'jobToBeDone', source: 'source' } as const;

export function isJobToBeDone(value: unknown): value is JobToBeDone {
  return typeof value === 'string' && (JOBS_TO_BE_DONE as readonly string[]).includes(value);
}

export function isUpperFunnelSource(value: unknown): value is UpperFunnelSource {
  return typeof value === 'string' && (UPPER_FUNNEL_SOURCES as readonly string[]).includes(value);
}

/** An intent from `jobToBeDone` and `source`, or null when either is missing or not listed (spec §5). */
export function upperFunnelIntent(jobToBeDone: unknown, source: unknown, urlSource: string): UpperFunnelIntent | null {
  if (!isJobToBeDone(jobToBeDone) || !isUpperFunnelSource(source)) return null;
  return { jobToBeDone, source, urlSource };
}

/** The intent carried by a page address, or null (exact, case-sensitive values). */
export function upperFunnelIntentFromUrl(url: string): UpperFunnelIntent | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  return upperFunnelIntent(parsed.searchParams.get(UPPER_FUNNEL_PARAMS.jobToBeDone), parsed.searchParams.get(UPPER_FUNNEL_PARAMS.source), url);
}
