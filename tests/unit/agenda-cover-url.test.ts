import { describe, expect, it } from 'vitest';
import { AGENDA_COVER, agendaCoverUrl } from '@/lib/domain/agenda/cover-url';

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
});
