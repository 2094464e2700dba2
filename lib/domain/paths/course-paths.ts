/** Course detail pages live under their category (issue 4): /cursos-online/{categoria}/{slug}/. */
export function coursePath(categorySlug: string, courseSlug: string): string {
  return `/cursos-online/${categorySlug}/${courseSlug}/`;
}

export function categoryPath(categorySlug: string): string {
  return `/cursos-online/${categorySlug}/`;
}

export function bundlePath(bundleSlug: string): string {
  return `/certificaciones/${bundleSlug}/`;
}

/** The public listing of micro-degree programmes (issue 18 item 4; not the learner's /learn/microdegree/). */
export const MICRODEGREES_PATH = '/microgrados/';

/** A micro-degree programme's public page: /microgrados/{slug}/. */
export function microdegreePath(microdegreeSlug: string): string {
  return `${MICRODEGREES_PATH}${microdegreeSlug}/`;
}
