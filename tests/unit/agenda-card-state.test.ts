import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_PATTERN, agendaBadge, agendaCardState, agendaContentType, isSubscribable } from '@/lib/domain/agenda/card-state';

const course = (over: Partial<Parameters<typeof agendaCardState>[0]> = {}) => ({
  isActive: false,
  preSale: false,
  isScheduled: false,
  subscribed: false,
  premium: false,
  ...over,
});

describe('agenda card state (spec §4)', () => {
  it("an active course reads 'Ir al curso' whatever else is true", () => {
    for (const subscribed of [false, true]) {
      for (const preSale of [false, true]) {
        expect(agendaCardState(course({ isActive: true, subscribed, preSale })).action).toBe('goToCourse');
      }
    }
    expect(agendaCardState(course({ isActive: true }))).toMatchObject({ disabled: false, canSubscribe: false });
  });

  it("a pre-sale or scheduled course reads 'Avísenme cuando esté listo' and can be scheduled", () => {
    expect(agendaCardState(course({ preSale: true }))).toEqual({ action: 'notifyMe', disabled: false, canSubscribe: true, badge: 'preSale' });
    expect(agendaCardState(course({ isScheduled: true }))).toEqual({ action: 'notifyMe', disabled: false, canSubscribe: true, badge: null });
  });

  it("a course in the subscription list shows a disabled '¡Agendado!'", () => {
    expect(agendaCardState(course({ isScheduled: true, subscribed: true }))).toEqual({ action: 'scheduled', disabled: true, canSubscribe: false, badge: null });
    expect(agendaCardState(course({ preSale: true, subscribed: true, premium: true }))).toMatchObject({ action: 'scheduled', badge: 'comingSoon' });
  });

  it('a course neither active, on pre-sale nor scheduled keeps the text but cannot be scheduled', () => {
    expect(agendaCardState(course())).toEqual({ action: 'notifyMe', disabled: true, canSubscribe: false, badge: null });
  });

  it("the pre-sale badge is 'Próximamente' for premium members, otherwise 'Preventa'; none without pre-sale", () => {
    expect(agendaBadge({ preSale: true, premium: true })).toBe('comingSoon');
    expect(agendaBadge({ preSale: true, premium: false })).toBe('preSale');
    expect(agendaBadge({ preSale: false, premium: true })).toBeNull();
    expect(agendaCardState(course({ preSale: true, premium: true })).badge).toBe('comingSoon');
    expect(agendaCardState(course({ isActive: true, preSale: true })).badge).toBe('preSale');
  });

  it('the server rule: not active and on pre-sale or scheduled', () => {
    expect(isSubscribable({ isActive: false, preSale: true, isScheduled: false })).toBe(true);
    expect(isSubscribable({ isActive: false, preSale: false, isScheduled: true })).toBe(true);
    expect(isSubscribable({ isActive: false, preSale: false, isScheduled: false })).toBe(false);
    expect(isSubscribable({ isActive: true, preSale: true, isScheduled: true })).toBe(false);
  });
});

describe("agenda content type (spec §7 '{product}-on-scheduled')", () => {
  it('is the product name lower-cased', () => {
    expect(agendaContentType('Cursalia')).toBe('cursalia-on-scheduled');
    expect(agendaContentType('  Mi Academia ')).toBe('mi-academia-on-scheduled');
  });

  it('is accepted by the server pattern', () => {
    expect(CONTENT_TYPE_PATTERN.test(agendaContentType('Cursalia'))).toBe(true);
    expect(CONTENT_TYPE_PATTERN.test('COURSE')).toBe(true);
    expect(CONTENT_TYPE_PATTERN.test('')).toBe(false);
    expect(CONTENT_TYPE_PATTERN.test('<script>')).toBe(false);
    expect(CONTENT_TYPE_PATTERN.test('x'.repeat(81))).toBe(false);
  });
});
