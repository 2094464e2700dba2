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
