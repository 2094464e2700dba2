/**
 * The agenda card cover (spec §2): requested at 200x140, quality 100, jpg. The media route reads
 * `w`, `h`, `q` and `fm`; a route (or CDN) that ignores them still answers with the original
 * image, which the card crops to 200:140 itself, so the cover never breaks.
 */
export const AGENDA_COVER = { width: 200, height: 140, quality: 100, format: 'jpg' } as const;

const PLACEHOLDER_BASE = 'http://cursalia.invalid';

/**
 * Adds the size, quality and format parameters to an image URL (absolute, or a path such as
 * '/media/course/x.svg'). Quality is appended only when the URL has none (spec §5); size and
 * format replace any previous values. Other parameters and a fragment are kept.
 */
export function agendaCoverUrl(src: string, size: { width: number; height: number; quality?: number } = AGENDA_COVER): string {
  if (!src) return src;
  let url: URL;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(src);
  try {
    url = new URL(src, PLACEHOLDER_BASE);
  } catch {
    return src;
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return src;
  url.searchParams.set('w', String(size.width));
  url.searchParams.set('h', String(size.height));
  if (!url.searchParams.has('q')) url.searchParams.set('q', String(size.quality ?? AGENDA_COVER.quality));
  url.searchParams.set('fm', AGENDA_COVER.format);
  if (!relative) return url.toString();
  if (src.startsWith('//')) return url.toString().slice(url.protocol.length);
  const path = src.startsWith('/') ? url.pathname : url.pathname.replace(/^\//, '');
  return `${path}${url.search}${url.hash}`;
}

/**
 * Larger renders of the cover for dense screens and wide cards (issue 18 item 10: the 200x140
 * cover was blurry on phones, where the card is ~343 CSS px wide). Spec §9's image rules: dpr 2,
 * quality 75 for the retina renders (85 ≤ 1x; the 200 px one keeps the agenda's 100).
 */
export const AGENDA_COVER_DENSE = [
  { width: 400, height: 280, quality: 75 },
  { width: 800, height: 560, quality: 75 },
] as const;

/** The card's display width: one column under 600 px (the page's 16 px gutters), else a grid cell of ~240–320 px. */
export const AGENDA_COVER_SIZES = '(max-width: 599px) calc(100vw - 32px), 320px';

/** `srcSet` (width descriptors) of the cover: the spec's 200 px render and the dense ones; '' when the URL cannot take parameters. */
export function agendaCoverSrcSet(src: string): string {
  const base = agendaCoverUrl(src);
  if (!base || base === src) return '';
  return [`${base} ${AGENDA_COVER.width}w`, ...AGENDA_COVER_DENSE.map((size) => `${agendaCoverUrl(src, size)} ${size.width}w`)].join(', ');
}
