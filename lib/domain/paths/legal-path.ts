/** The unprefixed path of a legal document (spec §2 "Legal terms"), for links, alternates and the sitemap. */
export function legalPath(slug: string): string {
  return `/legal/${slug}/`;
}
