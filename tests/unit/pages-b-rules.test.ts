/**
 * Pure rules behind the blog, inbox, organisation and panel pages:
 * - spec §2: /org/{orgId}/… takes the organisation slug (or its numeric id);
 * - spec §6: "B2B admin: organisation myRole is admin, owner or owner-corporation";
 *   "Feature teacherPanel and mentorPanel gate those panels";
 * - spec §1/§9: affiliate reward up to 20% of the purchase;
 * - spec §4 Notifications: "Duplicates are removed by id, items are sorted by created_at newest
 *   first, and an unread subset is derived"; spec §3 message channels INBOX, LIVE.
 */
import { describe, expect, it } from 'vitest';
import { parseOrgRef } from '../../lib/domain/org/org-ref';
import { AFFILIATE_MAX_REWARD_PERCENT, affiliateLink, affiliateRewardCents } from '../../lib/domain/panels/affiliate-link';
import { dedupeAndSort, organizeByChannel, unreadOf } from '../../lib/domain/notifications/organize-notifications';
import { pageHref } from '../../lib/domain/blog/pagination';
import { headingId, headingsOf, toTextBlocks } from '../../lib/domain/content/text-blocks';
import { safeHexColor } from '../../lib/domain/org/safe-hex-color';
import { contrastRatio, readableTextColor } from '../../lib/domain/theme/contrast';

describe('parseOrgRef', () => {
  it('reads numeric ids and slugs', () => {
    expect(parseOrgRef('12')).toEqual({ kind: 'id', id: 12 });
    expect(parseOrgRef('acme-learning')).toEqual({ kind: 'slug', slug: 'acme-learning' });
    expect(parseOrgRef('Acme-Learning')).toEqual({ kind: 'slug', slug: 'acme-learning' });
  });
  it('rejects anything else', () => {
    for (const raw of ['0', '99999999999', '', 'acme_learning', '../x', '%E0%A4%A', '-acme', 'a'.repeat(101)]) {
      expect(parseOrgRef(raw)).toBeNull();
    }
  });
});

describe('affiliate link and reward (up to 20%)', () => {
  it('builds /?ref=<username>', () => {
    expect(affiliateLink('afiliado.demo')).toBe('/?ref=afiliado.demo');
    expect(affiliateLink('ana maría')).toBe('/?ref=ana%20mar%C3%ADa');
    expect(affiliateLink('ana', 'https://cursalia.test/')).toBe('https://cursalia.test/?ref=ana');
  });
  it('never rewards more than 20% of the purchase', () => {
    expect(AFFILIATE_MAX_REWARD_PERCENT).toBe(20);
    expect(affiliateRewardCents(10_000)).toBe(2_000);
    expect(affiliateRewardCents(10_000, 35)).toBe(2_000);
    expect(affiliateRewardCents(10_000, 10)).toBe(1_000);
  });
});

describe('notifications (spec §4)', () => {
  const n = (id: number, createdAt: string, isRead: boolean, channel = 'INBOX') => ({ id, createdAt, isRead, channel });
  it('removes duplicates by id and sorts newest first', () => {
    const items = [n(1, '2026-01-01T10:00:00Z', true), n(2, '2026-01-03T10:00:00Z', false), n(1, '2026-01-01T10:00:00Z', true), n(3, '2026-01-02T10:00:00Z', false)];
    expect(dedupeAndSort(items).map((i) => i.id)).toEqual([2, 3, 1]);
    expect(unreadOf(dedupeAndSort(items)).map((i) => i.id)).toEqual([2, 3]);
  });
  it('splits the INBOX and LIVE channels, unread first', () => {
    const views = organizeByChannel([
      n(1, '2026-01-01T10:00:00Z', false, 'LIVE'),
      n(2, '2026-01-05T10:00:00Z', true),
      n(3, '2026-01-04T10:00:00Z', false),
      n(4, '2026-01-06T10:00:00Z', true, 'LIVE'),
      n(5, '2026-01-02T10:00:00Z', false, 'OTHER'),
    ]);
    expect(views.map((v) => v.channel)).toEqual(['INBOX', 'LIVE']);
    const [inbox, live] = views;
    expect(inbox.unread.map((i) => i.id)).toEqual([3, 5]);
    expect(inbox.read.map((i) => i.id)).toEqual([2]);
    expect(inbox.unreadCount).toBe(2);
    expect(live.items.map((i) => i.id)).toEqual([4, 1]);
    expect(live.unreadCount).toBe(1);
  });
});

describe('blog pagination', () => {
  it('links page 1 without a parameter, so it has one canonical URL', () => {
    expect(pageHref('/blog/', 1)).toBe('/blog/');
    expect(pageHref('/blog/', 2)).toBe('/blog/?page=2');
  });
});

describe('text blocks', () => {
  it('splits paragraphs, headings and lists', () => {
    const blocks = toTextBlocks('## 1. Uso\nTexto de uso\n\nSegundo\npárrafo.\n\n- uno\n- dos\n\n### Detalle');
    expect(blocks).toEqual([
      { type: 'heading', level: 2, text: '1. Uso' },
      { type: 'paragraph', text: 'Texto de uso' },
      { type: 'paragraph', text: 'Segundo párrafo.' },
      { type: 'list', items: ['uno', 'dos'] },
      { type: 'heading', level: 3, text: 'Detalle' },
    ]);
    expect(headingsOf(blocks).map((h) => h.text)).toEqual(['1. Uso', 'Detalle']);
    expect(toTextBlocks('')).toEqual([]);
  });
  it('reads a short numbered line as a section title (legal documents), not a numbered sentence', () => {
    expect(toTextBlocks('1. Objeto\n\nEstos términos regulan el uso.\n\n2. Cuenta de usuario\n\n3. Paga a tiempo.')).toEqual([
      { type: 'heading', level: 2, text: '1. Objeto' },
      { type: 'paragraph', text: 'Estos términos regulan el uso.' },
      { type: 'heading', level: 2, text: '2. Cuenta de usuario' },
      { type: 'paragraph', text: '3. Paga a tiempo.' },
    ]);
  });
  it('makes unique, readable heading ids', () => {
    expect(headingId('1. Uso del servicio', 0)).toBe('s1-uso-del-servicio');
    expect(headingId('Privacidad y datos', 4)).toBe('s5-privacidad-y-datos');
    expect(headingId('¿?', 2)).toBe('s3');
  });
});


describe('organisation header colours', () => {
  it('picks the text colour with the higher contrast', () => {
    expect(readableTextColor('#0B4F8A')).toBe('#FFFFFF');
    expect(readableTextColor('#FFB400')).toBe('#1B1729');
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 0);
  });
  it('accepts only hex colours from organisation data', () => {
    expect(safeHexColor('#5B3DF5', '#000')).toBe('#5B3DF5');
    expect(safeHexColor('red; background:url(x)', '#000')).toBe('#000');
    expect(safeHexColor(null, '#000')).toBe('#000');
  });
});
