import { describe, expect, it } from 'vitest';
import { AGENDA_COVER, agendaCoverSrcSet, agendaCoverUrl } from '@/lib/domain/agenda/cover-url';

describe('agenda cover URL (spec §2: 200x140, quality 100, jpg)', () => {
  it('asks the media route for the card size, quality and format', () => {
    expect(agendaCoverUrl('/media/course/diseno-de-logos-promo.svg')).toBe('/media/course/diseno-de-logos-promo.svg?w=200&h=140&q=100&fm=jpg');
    expect(AGENDA_COVER).toEqual({ width: 200, height: 140, quality: 100, format: 'jpg' });
  });

  it('keeps other parameters and a fragment, and replaces a previous size or format', () => {
    expect(agendaCoverUrl('/media/course/x.svg?v=3&w=640&fm=webp#top')).toBe('/media/course/x.svg?v=3&w=200&fm=jpg&h=140&q=100#top');
  });

  it('appends the quality only when the URL has none (spec §5)', () => {
    expect(agendaCoverUrl('/media/course/x.svg?q=85')).toBe('/media/course/x.svg?q=85&w=200&h=140&fm=jpg');
  });

  it('works with absolute and protocol-relative URLs', () => {
    expect(agendaCoverUrl('https://cdn.example.com/covers/a.png')).toBe('https://cdn.example.com/covers/a.png?w=200&h=140&q=100&fm=jpg');
    expect(agendaCoverUrl('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png?w=200&h=140&q=100&fm=jpg');
  });

  it('leaves empty and data URLs as they are', () => {
    expect(agendaCoverUrl('')).toBe('');
    expect(agendaCoverUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('offers 400 and 800 px renders for dense screens and wide cards (issue 18 item 10, spec §9: retina quality 75)', () => {
    expect(agendaCoverSrcSet('/media/course/x-promo.svg')).toBe(
      '/media/course/x-promo.svg?w=200&h=140&q=100&fm=jpg 200w, /media/course/x-promo.svg?w=400&h=280&q=75&fm=jpg 400w, /media/course/x-promo.svg?w=800&h=560&q=75&fm=jpg 800w',
    );
    // A URL that names its quality keeps it in every candidate (spec §5).
    expect(agendaCoverSrcSet('/media/course/x.svg?q=90')).toContain('/media/course/x.svg?q=90&w=800&h=560&fm=jpg 800w');
    expect(agendaCoverSrcSet('')).toBe('');
    expect(agendaCoverSrcSet('data:image/png;base64,AAAA')).toBe('');
  });
});
