import { describe, expect, it } from 'vitest';
import { courseFromHref, resultPosition, searchClickEvent } from '@/components/search/search-click';

describe('search_click (spec §7)', () => {
  it('recognises course links in any language', () => {
    expect(courseFromHref('/cursos-online/diseno/logos/')).toEqual({ category: 'diseno', slug: 'logos' });
    expect(courseFromHref('/pt/cursos-online/diseno/logos/?x=1')).toEqual({ category: 'diseno', slug: 'logos' });
    expect(courseFromHref('/cursos-online/search/?q=x')).toBeNull();
    expect(courseFromHref('/cursos-online/diseno/')).toBeNull();
    expect(courseFromHref(null)).toBeNull();
  });
  it('gives the 1-based position among distinct course links, after the page offset', () => {
    const hrefs = ['/cursos-online/a/x/', '/cursos-online/a/x/', '/blog/', '/cursos-online/b/y/'];
    expect(resultPosition(hrefs, '/cursos-online/b/y/', 24)).toBe(26);
    expect(resultPosition(hrefs, '/nope/')).toBe(0);
  });
  it('builds the event with term and position', () => {
    expect(searchClickEvent({ term: 'logo', position: 2, href: '/cursos-online/a/x/', source: 'search-page', resultsPage: 1 })).toEqual({
      eventType: 'search_click',
      itemId: 'x',
      itemType: 'course',
      data: { term: 'logo', position: 2, href: '/cursos-online/a/x/', course_slug: 'x', category_slug: 'a', source: 'search-page', results_page: 1 },
    });
    expect(searchClickEvent({ term: 'logo', position: 1, href: '/blog/', source: 'search-overlay' })).toBeNull();
  });
});
