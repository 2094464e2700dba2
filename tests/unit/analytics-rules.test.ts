import { describe, expect, it } from 'vitest';
import { channelRegisterBody, captureAttribution, isEmptyOrExternalReferrer, queryParams, referrerHost, trafficSource } from '@/lib/domain/analytics/attribution';
import { clickEvent, trackClickProps } from '@/lib/domain/analytics/click';
import { buildEvent, type EventContext } from '@/lib/domain/analytics/event-builder';
import { isTrackedEventType, TRACKED_EVENT_TYPES } from '@/lib/domain/analytics/event-types';
import { createInitGate } from '@/lib/client/analytics/init-gate';
import { pageNameFromPath } from '@/lib/domain/analytics/page-name';
import { pageKey, shouldSendPageView } from '@/lib/domain/analytics/page-view';
import { cutUserAgent, limitProperties, limitPropertyObject, truncateString } from '@/lib/domain/analytics/properties';
import { isSessionExpired, isUserChange, parseSession, touchSession } from '@/lib/client/analytics/session';
import { collectedEvent } from '@/lib/domain/analytics/collect-schema';
import { isValidEventName } from '@/lib/domain/analytics/event-name';
import { configuredKey } from '@/lib/domain/analytics/config';

const MIN = 60 * 1000;

describe('event name format (spec §5)', () => {
  it.each(['page_view', 'Course Saved', 'Search Opened', 'a', 'x:y.z-w'])('accepts %s', (name) => expect(isValidEventName(name)).toBe(true));
  it.each(['', ' page', '1st', '<script>', 'a'.repeat(81), 'ñandú'])('refuses %j', (name) => expect(isValidEventName(name)).toBe(false));
  it('knows the tracked types of spec §7', () => {
    expect(TRACKED_EVENT_TYPES).toHaveLength(18);
    expect(isTrackedEventType('read_article')).toBe(true);
    expect(isTrackedEventType('Course Saved')).toBe(false);
  });
});

describe('property limits (spec §9: 1000 keys, 4096 characters; user agent 350)', () => {
  it('cuts strings at 4096 without splitting a surrogate pair', () => {
    expect(truncateString('a'.repeat(5000))).toHaveLength(4096);
    const emoji = 'a'.repeat(4095) + '😀';
    expect(truncateString(emoji)).toBe('a'.repeat(4095));
  });
  it('keeps the first 1000 keys and drops functions and undefined', () => {
    const big = Object.fromEntries(Array.from({ length: 1200 }, (_, i) => [`k${i}`, i]));
    const limited = limitPropertyObject(big);
    expect(Object.keys(limited)).toHaveLength(1000);
    expect(limited.k999).toBe(999);
    expect(limitPropertyObject({ a: undefined, b: () => 1, c: 1 })).toEqual({ c: 1 });
  });
  it('turns non-JSON values into JSON and cuts deep nesting', () => {
    expect(limitProperties(Number.NaN)).toBeNull();
    expect(limitProperties(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => JSON.stringify(limitProperties(cyclic))).not.toThrow();
    expect(limitPropertyObject('x')).toEqual({});
  });
  it('cuts the user agent at 350', () => {
    expect(cutUserAgent('u'.repeat(400))).toHaveLength(350);
    expect(cutUserAgent('  ')).toBeNull();
    expect(cutUserAgent(undefined)).toBeNull();
  });
});

describe('analytics session (spec §4: 30 minutes of inactivity or a user change)', () => {
  const s = { id: 1000, lastEventTime: 1000, userId: null, sequence: 5 };
  it('starts a session on the first event', () => {
    expect(touchSession(null, 5000, null)).toEqual({ session: { id: 5000, lastEventTime: 5000, userId: null, sequence: 1 }, isNew: true, sequence: 1 });
  });
  it('extends it within 30 minutes and starts a new one after', () => {
    const same = touchSession(s, 1000 + 30 * MIN, null);
    expect(same.isNew).toBe(false);
    expect(same.session).toEqual({ id: 1000, lastEventTime: 1000 + 30 * MIN, userId: null, sequence: 6 });
    const next = touchSession(s, 1001 + 30 * MIN, null);
    expect(next.isNew).toBe(true);
    expect(next.session.id).toBe(1001 + 30 * MIN);
    expect(next.sequence).toBe(6); // the device counter goes on
  });
  it('starts a new session on a user change or sign-out, not on a sign-in', () => {
    expect(isUserChange(null, '7')).toBe(false);
    expect(isUserChange('7', '8')).toBe(true);
    expect(isUserChange('7', null)).toBe(true);
    expect(touchSession(s, 2000, '7').isNew).toBe(false);
    expect(touchSession({ ...s, userId: '7' }, 2000, '8').isNew).toBe(true);
    expect(touchSession({ ...s, userId: '7' }, 2000, undefined)).toMatchObject({ isNew: false, session: { userId: '7' } });
  });
  it('treats a clock far in the past as expired and reads stored values defensively', () => {
    expect(isSessionExpired(100 * MIN, 10 * MIN)).toBe(true);
    expect(parseSession({ id: 1, lastEventTime: 2, userId: null, sequence: 3 })).toEqual({ id: 1, lastEventTime: 2, userId: null, sequence: 3 });
    expect(parseSession({ id: 'x' })).toBeNull();
    expect(parseSession(null)).toBeNull();
  });
});

describe('start-up gate (spec §4)', () => {
  it('queues until ready, then flushes in order and runs later calls directly', () => {
    const gate = createInitGate();
    const calls: number[] = [];
    gate.run(() => calls.push(1));
    gate.run(() => calls.push(2));
    expect(calls).toEqual([]);
    gate.ready();
    expect(calls).toEqual([1, 2]);
    gate.run(() => calls.push(3));
    expect(calls).toEqual([1, 2, 3]);
  });
  it('runs the queue at once on an initialisation error, and later events directly', () => {
    const gate = createInitGate();
    const calls: string[] = [];
    gate.run(() => calls.push('a'));
    gate.run(() => {
      throw new Error('boom');
    });
    gate.run(() => calls.push('b'));
    gate.fail();
    expect(gate.state).toBe('failed');
    expect(calls).toEqual(['a', 'b']);
    gate.run(() => calls.push('c'));
    expect(calls).toEqual(['a', 'b', 'c']);
  });
  it('holds at most 512 waiting callbacks (spec §9)', () => {
    const gate = createInitGate();
    for (let i = 0; i < 512; i++) expect(gate.run(() => {})).toBe(true);
    expect(gate.run(() => {})).toBe(false);
    expect(gate.size).toBe(512);
  });
});

describe('page views (spec §4: once per page, after the user loaded without error)', () => {
  it('ignores tracking parameters and the order of the query', () => {
    expect(pageKey('/blog/', '?source_page=home&source_detail=hero')).toBe('/blog/');
    expect(pageKey('/cursos-online/search/', '?q=a&page=2')).toBe(pageKey('/cursos-online/search/', '?page=2&q=a'));
    expect(pageKey('/cursos-online/search/', '?q=a')).not.toBe(pageKey('/cursos-online/search/', '?q=b'));
  });
  it('waits for the user and sends each page once', () => {
    expect(shouldSendPageView({ userStatus: 'loading', key: '/', lastSentKey: null })).toBe(false);
    expect(shouldSendPageView({ userStatus: 'error', key: '/', lastSentKey: null })).toBe(false);
    expect(shouldSendPageView({ userStatus: 'anonymous', key: '/', lastSentKey: null })).toBe(true);
    expect(shouldSendPageView({ userStatus: 'authenticated', key: '/', lastSentKey: '/' })).toBe(false);
    expect(shouldSendPageView({ userStatus: 'authenticated', key: '/blog/', lastSentKey: '/' })).toBe(true);
  });
  it('names pages the same in every language; the agenda is "Course Agenda" (spec §2)', () => {
    expect(pageNameFromPath('/')).toBe('home');
    expect(pageNameFromPath('/pt/agenda-cursos/')).toBe('Course Agenda');
    expect(pageNameFromPath('/en/blog/a-post/')).toBe('blog-post');
    expect(pageNameFromPath('/premium/?x=1')).toBe('premium');
  });
});

describe('attribution and traffic source (spec §7 channel register, §9)', () => {
  const origin = 'https://cursalia.test';
  it('registers a channel only for an empty or external referrer', () => {
    expect(isEmptyOrExternalReferrer('', origin)).toBe(true);
    expect(isEmptyOrExternalReferrer('https://www.google.com/', origin)).toBe(true);
    expect(isEmptyOrExternalReferrer('https://cursalia.test/blog/', origin)).toBe(false);
    expect(isEmptyOrExternalReferrer('not a url', origin)).toBe(true);
  });
  it('captures gclid, utm and the external referrer', () => {
    expect(captureAttribution('https://cursalia.test/?utm_source=news&gclid=g1&x=1', 'https://www.google.com/search', origin)).toEqual({
      utm_source: 'news',
      gclid: 'g1',
      referrer: 'https://www.google.com/search',
      referring_domain: 'www.google.com',
    });
    expect(captureAttribution('https://cursalia.test/', 'https://cursalia.test/blog/', origin)).toEqual({});
  });
  it("labels the source: source_page, utm_source, referring site, else 'Directo'", () => {
    expect(trafficSource({ source_page: 'home', source_detail: 'hero', utm_source: 'x' })).toEqual({ source: 'home', detail: 'hero' });
    expect(trafficSource({ utm_source: 'newsletter', utm_campaign: 'may' })).toEqual({ source: 'newsletter', detail: 'may' });
    expect(trafficSource({}, 'https://www.google.com/')).toEqual({ source: 'www.google.com', detail: null });
    expect(trafficSource({ source_page: '  ' })).toEqual({ source: 'Directo', detail: null });
    expect(referrerHost('javascript:alert(1)')).toBeNull();
  });
  it('builds the channel-register body of spec §7', () => {
    expect(channelRegisterBody({ url: 'https://cursalia.test/?a=1&a=2&b=', referrer: null, userId: 42, distinctId: 'd1', iso: 'PE' })).toEqual({
      query_params: { a: '1', b: '' },
      url: 'https://cursalia.test/?a=1&a=2&b=',
      user_id: '42',
      distinct_id: 'd1',
      referrer: '',
      iso: 'pe',
    });
    expect(queryParams('/x?y=1')).toEqual({ y: '1' });
  });
});

describe('click tracking attributes', () => {
  it('round-trips the data attributes into a click (or another) event', () => {
    expect(trackClickProps('hero', { detail: 'cta', itemId: 3, itemType: 'course', event: 'download' })).toEqual({
      'data-track-click': 'hero',
      'data-track-detail': 'cta',
      'data-track-item-id': '3',
      'data-track-item-type': 'course',
      'data-track-event': 'download',
    });
    expect(clickEvent({ trackClick: 'hero', trackDetail: 'cta' }, '/premium/', 'home')).toEqual({
      eventType: 'click',
      itemId: null,
      itemType: null,
      data: { name: 'hero', href: '/premium/', source_page: 'home', source_detail: 'cta' },
    });
    expect(clickEvent({ trackClick: 'r', trackEvent: 'download' }, null, 'recursos')?.eventType).toBe('download');
    expect(clickEvent({ trackClick: 'r', trackEvent: '<x>' }, null, 'recursos')?.eventType).toBe('click');
    expect(clickEvent({}, null, 'home')).toBeNull();
  });
});

describe('event builder', () => {
  const ctx: EventContext = {
    uuid: '0b5e3a2c-1d4f-4e6a-8b7c-9d0e1f2a3b4c',
    now: 1_760_000_000_000,
    sessionId: 1_759_999_000_000,
    sequence: 7,
    distinctId: 'dist-1',
    userId: '42',
    userProperties: { originalId: '42', isPremium: true },
    segment: 'Member',
    username: 'ana',
    path: '/blog/a/',
    originPath: null,
    defaultPageIdentifier: 'blog-post',
    attribution: { utm_source: 'x' },
    userAgent: 'U'.repeat(400),
  };
  it('builds a spec §3 tracking event the collector accepts', () => {
    const built = buildEvent({ eventType: 'read_article', itemId: 'a', itemType: 'blog_post', data: { s: 'x'.repeat(5000) } }, ctx);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.event).toMatchObject({
      event_uuid: ctx.uuid,
      event_type: 'read_article',
      app_platform: 'web',
      api_version: 2,
      distinct_id: 'dist-1',
      page_identifier: 'blog-post',
      session_id: ctx.sessionId,
      event_time: ctx.now,
      sequence: 7,
      user_id: '42',
      attribution: { utm_source: 'x' },
    });
    expect((built.event.page_data.s as string).length).toBe(4096);
    expect(built.event.user_agent).toHaveLength(350);
    expect(collectedEvent.safeParse(built.event).success).toBe(true);
  });
  it('cuts everything a caller or the browser gives to what the collector accepts (the browser no longer checks with zod)', () => {
    type Nest = { next?: Nest; n: number };
    const deep: Nest = { n: 0 };
    let cursor = deep;
    for (let i = 1; i < 60; i++) cursor = cursor.next = { n: i };
    const wide = Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`k${i}`, i]));
    const hostile = {
      ...ctx,
      distinctId: 'd'.repeat(500),
      userId: 'u'.repeat(300),
      userProperties: { wide, ['x'.repeat(300)]: Number.NaN, when: new Date(0), f: () => 1 },
      segment: 's'.repeat(300),
      username: 'n'.repeat(300),
      path: '/'.repeat(3000),
      originPath: 'o'.repeat(3000),
      defaultPageIdentifier: 'p'.repeat(300),
      attribution: { utm_source: 'v'.repeat(5000), ['k'.repeat(60)]: 'too long a key' } as EventContext['attribution'],
      userAgent: '   ',
    };
    const built = buildEvent({ eventType: 'click', itemId: 'i'.repeat(300), itemType: 't'.repeat(300), data: { deep, wide, list: Array(2000).fill('x'), inf: Infinity } }, hostile);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const checked = collectedEvent.safeParse(built.event);
    expect(checked.success ? null : checked.error.issues[0]).toBeNull();
    expect(built.event.attribution).toEqual({ utm_source: 'v'.repeat(4096) });
    expect(built.event.user_id).toHaveLength(100);
  });
  it('refuses a bad event name', () => {
    expect(buildEvent({ eventType: '9lives' }, ctx)).toEqual({ ok: false, reason: 'invalid-name' });
  });
  it('drops an empty attribution and keeps fractional item ids as text', () => {
    const built = buildEvent({ eventType: 'click', itemId: 1.5 }, { ...ctx, attribution: {} });
    expect(built.ok && built.event.attribution).toBeNull();
    expect(built.ok && built.event.item_id).toBe('1.5');
  });
});

describe('analytics key (spec §8: unset key drops events)', () => {
  it('defaults when absent, is off when empty', () => {
    expect(configuredKey(undefined)).toBe('cursalia-web');
    expect(configuredKey('  ')).toBe('');
    expect(configuredKey('abc')).toBe('abc');
  });
});
