import { describe, expect, it } from 'vitest';
import { readLinkSource, trackedHref } from '@/lib/domain/analytics/tracking-links';
import { countryPrefix, withCountryPrefix } from '@/lib/domain/country/country-links';
import { JOBS_TO_BE_DONE, UPPER_FUNNEL_SOURCES, upperFunnelIntent, upperFunnelIntentFromUrl } from '@/lib/domain/analytics/upper-funnel';
import { clearUpperFunnelIntent, getUpperFunnelIntent, setUpperFunnelIntent, setUpperFunnelIntentFromUrl } from '@/lib/client/stores/upper-funnel-store';
import {
  cumulativeLayoutShift, interactionToNextPaint, isPerformanceHost, largestContentfulPaint, layoutShiftSessions, performanceEntries, timeToFirstByte,
} from '@/lib/client/analytics/web-vitals';
import { performanceBodySchema, channelRegisterBodySchema } from '@/lib/domain/analytics/beacon-schemas';
import { percentage } from '@/lib/domain/analytics/percentage';
import { defaultRange, MAX_RANGE_DAYS, parseDashboardRange, rangeDays } from '@/lib/domain/analytics/dashboard-range';
import { analyticsIdentity, analyticsUserId, analyticsUserProperties, type AnalyticsUserInput } from '@/lib/domain/analytics/user-properties';
import { buildUploadBody, fnv1a, uploadChecksum } from '@/lib/domain/analytics/collect-format';
import { collectBody } from '@/lib/domain/analytics/collect-schema';

describe('tracking parameters on links (spec §2, §9)', () => {
  it('adds source_page, source_detail and page_name, keeping the rest', () => {
    expect(trackedHref('/premium/', { sourcePage: 'home', sourceDetail: 'hero' })).toBe('/premium/?source_page=home&source_detail=hero');
    expect(trackedHref('/cursos-online/?all=true#top', { sourcePage: 'home', pageName: 'catalogue' })).toBe('/cursos-online/?all=true&source_page=home&page_name=catalogue#top');
    expect(trackedHref('/x/?source_page=old', { sourcePage: 'new' })).toBe('/x/?source_page=new');
    expect(trackedHref('https://help.cursalia.test/a', { sourcePage: 'footer' })).toBe('https://help.cursalia.test/a?source_page=footer');
  });
  it("reads the source of a page, 'Directo' when none", () => {
    expect(readLinkSource(new URLSearchParams('source_page=home&source_detail=hero'))).toEqual({ sourcePage: 'home', sourceDetail: 'hero' });
    expect(readLinkSource({})).toEqual({ sourcePage: 'Directo', sourceDetail: null });
    expect(readLinkSource(new URLSearchParams('source_page=%20'))).toEqual({ sourcePage: 'Directo', sourceDetail: null });
  });
  it('prefixes links with the lower-cased country of the initial data', () => {
    expect(countryPrefix({ country: 'PE' })).toBe('pe');
    expect(countryPrefix({ country: 'Peru' })).toBeNull();
    expect(countryPrefix(null)).toBeNull();
    expect(withCountryPrefix('/blog/', 'pe')).toBe('/pe/blog/');
    expect(withCountryPrefix('/pe/blog/', 'pe')).toBe('/pe/blog/');
    expect(withCountryPrefix('/blog/', null)).toBe('/blog/');
    expect(withCountryPrefix('https://x.test/', 'pe')).toBe('https://x.test/');
  });
});

describe('upper-funnel intent (spec §3 lists, §5 rule)', () => {
  it('accepts only listed jobToBeDone and source values', () => {
    expect(JOBS_TO_BE_DONE).toHaveLength(5);
    expect(UPPER_FUNNEL_SOURCES).toHaveLength(13);
    expect(upperFunnelIntent('BUY', 'HOME', '/x')).toEqual({ jobToBeDone: 'BUY', source: 'HOME', urlSource: '/x' });
    expect(upperFunnelIntent('BUY', 'NOWHERE', '/x')).toBeNull();
    expect(upperFunnelIntent('buy', 'HOME', '/x')).toBeNull();
    expect(upperFunnelIntent(undefined, 'HOME', '/x')).toBeNull();
    expect(upperFunnelIntentFromUrl('https://c.test/?jobToBeDone=FREE_COURSE&source=BLOG')).toEqual({ jobToBeDone: 'FREE_COURSE', source: 'BLOG', urlSource: 'https://c.test/?jobToBeDone=FREE_COURSE&source=BLOG' });
    expect(upperFunnelIntentFromUrl('https://c.test/?jobToBeDone=FREE_COURSE')).toBeNull();
  });
  it('can be set (recording the URL), kept when an address has none, and cleared', () => {
    clearUpperFunnelIntent();
    expect(setUpperFunnelIntent('SOFE', 'PUSH', 'https://c.test/a')).toBe(true);
    expect(setUpperFunnelIntentFromUrl('https://c.test/b')).toBe(false);
    expect(getUpperFunnelIntent()).toEqual({ jobToBeDone: 'SOFE', source: 'PUSH', urlSource: 'https://c.test/a' });
    clearUpperFunnelIntent();
    expect(getUpperFunnelIntent()).toBeNull();
  });
});

describe('web vitals (spec §7 beacon, §9 layout-shift sessions)', () => {
  it('groups shifts less than 1 s apart into windows of at most 5 s; CLS is the largest window', () => {
    const shifts = [
      { value: 0.1, startTime: 0 },
      { value: 0.1, startTime: 900 }, // < 1 s after: same window
      { value: 0.1, startTime: 1800 }, // same
      { value: 0.2, startTime: 2800 }, // 1 s gap (not less than 1 s): new window
      { value: 0.05, startTime: 3300, hadRecentInput: true }, // after input: ignored
    ];
    expect(layoutShiftSessions(shifts).map((v) => Math.round(v * 100) / 100)).toEqual([0.3, 0.2]);
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.3);
    // A window is cut at 5 s even when shifts keep coming every 0.9 s.
    const steady = Array.from({ length: 8 }, (_, i) => ({ value: 0.1, startTime: i * 900 }));
    expect(layoutShiftSessions(steady).map((v) => Math.round(v * 10) / 10)).toEqual([0.6, 0.2]);
    expect(cumulativeLayoutShift([])).toBe(0);
  });
  it('INP: the longest interaction, one outlier ignored per 50', () => {
    expect(interactionToNextPaint([])).toBeNull();
    expect(interactionToNextPaint([{ interactionId: 1, duration: 40 }, { interactionId: 1, duration: 120 }, { interactionId: 2, duration: 80 }])).toBe(120);
    const many = Array.from({ length: 60 }, (_, i) => ({ interactionId: i + 1, duration: i === 0 ? 900 : 100 + i }));
    expect(interactionToNextPaint(many)).toBe(159);
    expect(interactionToNextPaint([{ interactionId: 0, duration: 500 }])).toBeNull();
  });
  it('LCP, TTFB and the beacon body', () => {
    expect(largestContentfulPaint([{ startTime: 100 }, { startTime: 850.4 }])).toBe(850.4);
    expect(largestContentfulPaint([])).toBeNull();
    expect(timeToFirstByte({ responseStart: 300, activationStart: 100 })).toBe(200);
    expect(timeToFirstByte({ responseStart: 0 })).toBeNull();
    const body = performanceEntries({ LCP: 850.4, CLS: 0.123456, INP: Number.NaN, TTFB: 120 }, 'home', 'https://c.test/');
    expect(body).toEqual([
      { event_name: 'LCP', value: 850, page: 'home', current_url: 'https://c.test/' },
      { event_name: 'CLS', value: 0.1235, page: 'home', current_url: 'https://c.test/' },
      { event_name: 'TTFB', value: 120, page: 'home', current_url: 'https://c.test/' },
    ]);
    expect(performanceBodySchema.safeParse(body).success).toBe(true);
  });
  it('reports from the site host, QA hosts and loopback (local runs) only', () => {
    expect(isPerformanceHost('cursalia.com', 'cursalia.com')).toBe(true);
    expect(isPerformanceHost('qa.cursalia.com', 'cursalia.com', ['qa.cursalia.com'])).toBe(true);
    expect(isPerformanceHost('evil.test', 'cursalia.com')).toBe(false);
    expect(isPerformanceHost('127.0.0.1', 'localhost')).toBe(true);
    expect(isPerformanceHost('127.0.0.1', 'cursalia.com')).toBe(false);
  });
});

describe('beacon bodies', () => {
  it('channel register: validated, with a clear path on errors', () => {
    expect(channelRegisterBodySchema.safeParse({ query_params: {}, url: 'https://c.test/', referrer: '', user_id: null, distinct_id: 'd', iso: 'pe' }).success).toBe(true);
    const bad = channelRegisterBodySchema.safeParse({ query_params: {}, url: 'javascript:alert(1)', referrer: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['url']);
  });
  it('performance: metric names, ranges, at most one entry per metric', () => {
    const entry = { event_name: 'LCP', value: 100, page: 'home', current_url: 'https://c.test/' };
    expect(performanceBodySchema.safeParse([entry]).success).toBe(true);
    expect(performanceBodySchema.safeParse([{ ...entry, event_name: 'FID' }]).success).toBe(false);
    expect(performanceBodySchema.safeParse([{ ...entry, value: -1 }]).success).toBe(false);
    expect(performanceBodySchema.safeParse([{ ...entry, event_name: 'CLS', value: 1000 }]).success).toBe(false);
    expect(performanceBodySchema.safeParse([]).success).toBe(false);
    expect(performanceBodySchema.safeParse(Array(6).fill(entry)).success).toBe(false);
  });
});

describe('upload body and checksum', () => {
  it('is FNV-1a over version, key, event JSON and upload time', () => {
    expect(fnv1a('')).toBe('811c9dc5');
    expect(fnv1a('a')).toBe('e40c292c');
    const body = buildUploadBody('k', [{ event_uuid: 'x' }], 123);
    expect(body).toEqual({ client: 'k', e: '[{"event_uuid":"x"}]', v: 2, upload_time: 123, checksum: uploadChecksum(2, 'k', '[{"event_uuid":"x"}]', 123) });
    expect(collectBody.safeParse(body).success).toBe(true);
  });
});

describe('funnel shares', () => {
  it('are percentages with one decimal, 0 of nothing', () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(1, 0)).toBe(0);
  });
});

describe('dashboard range (GET parameters, validated)', () => {
  const today = new Date('2026-05-20T15:00:00Z');
  it('defaults to the last 7 days, UTC', () => {
    const { range, errors } = parseDashboardRange({}, today);
    expect(errors).toEqual([]);
    expect(range).toMatchObject({ fromDay: '2026-05-14', toDay: '2026-05-20', days: 7, visitor: null });
    expect(range.toExclusive.toISOString()).toBe('2026-05-21T00:00:00.000Z');
    expect(defaultRange(today).fromDay).toBe('2026-05-14');
  });
  it('takes from, to and visitor', () => {
    const { range, errors } = parseDashboardRange({ from: '2026-05-01', to: '2026-05-03', visitor: 'abc-123' }, today);
    expect(errors).toEqual([]);
    expect(range).toMatchObject({ fromDay: '2026-05-01', toDay: '2026-05-03', days: 3, visitor: 'abc-123' });
    expect(rangeDays(range)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
  });
  it.each([
    [{ from: '2026-02-30' }, 'invalidFrom'],
    [{ to: 'yesterday' }, 'invalidTo'],
    [{ from: '2026-05-10', to: '2026-05-01' }, 'fromAfterTo'],
    [{ from: '2020-01-01', to: '2026-05-01' }, 'tooLong'],
    [{ visitor: '<script>' }, 'invalidVisitor'],
  ])('refuses %j with %s and shows the default', (params, error) => {
    const { range, errors } = parseDashboardRange(params, today);
    expect(errors).toContain(error);
    expect(range.days).toBe(error === 'invalidVisitor' ? 7 : 7);
    expect(range.days).toBeLessThanOrEqual(MAX_RANGE_DAYS);
  });
});

describe('analytics user view (spec §3) and user id (spec §4)', () => {
  it('builds the user properties from me', () => {
    const props = analyticsUserProperties({
      originalId: 42, segmentation: 'Member', segmentationKey: 'k', occupation: 'dev', birthday: null, isStaff: false, isMentor: false, isProfessor: false, isAffiliate: false,
      hasMembership: true, tastes: [{ name: 'Logos', parent: { name: 'Diseño' } }], goals: [{ originalId: 1, name: 'Trabajo' }],
      membership: { membershipType: { method: 'A_1', tag: 'PREMIUM' } },
      organization: { slug: 'acme', name: 'Acme', myRole: 'member', assignedType: 'all-catalog', originalId: 9, configuration: { hasStudioAvailable: true, hasGamificationAvailable: false, customerSuccessType: null } },
    });
    expect(props).toMatchObject({ originalId: '42', tastes: ['Diseño / Logos'], goals: ['Trabajo'], membershipTag: 'PREMIUM', isPremium: true, isB2B: true, isActiveDegree: false });
    expect(props.organization).toMatchObject({ originalId: '9', slug: 'acme', hasStudioAvailable: true, assignedType: 'all-catalog' });
    expect(analyticsUserId({ originalId: 42 })).toBe('42');
    expect(analyticsUserId({ originalId: null })).toBeNull();
    expect(analyticsUserId(null)).toBeNull();
  });
});

describe('analytics identity (spec §4: page view after the user loaded without error; user id = originalId)', () => {
  const user = { originalId: 42, segmentation: 'PAYG', isStaff: false, isMentor: false, isProfessor: false, isAffiliate: false, hasMembership: false } as AnalyticsUserInput;
  it('is not ready while loading or after an error', () => {
    expect(analyticsIdentity({ status: 'loading', user: null }, { data: null, failed: false })).toEqual({ ready: false });
    expect(analyticsIdentity({ status: 'error', user: null }, { data: null, failed: false })).toEqual({ ready: false });
  });
  it('is nobody for a visitor', () => {
    expect(analyticsIdentity({ status: 'anonymous', user: null }, { data: null, failed: false })).toEqual({ ready: true, userId: null, properties: null });
  });
  it('waits for the user properties of a signed-in user, or falls back to the current user', () => {
    expect(analyticsIdentity({ status: 'authenticated', user }, { data: null, failed: false })).toEqual({ ready: false });
    const full = analyticsIdentity({ status: 'authenticated', user }, { data: { ...user, occupation: 'dev' }, failed: false });
    expect(full).toMatchObject({ ready: true, userId: '42', properties: { originalId: '42', occupation: 'dev' } });
    expect(analyticsIdentity({ status: 'authenticated', user }, { data: null, failed: true })).toMatchObject({ ready: true, userId: '42', properties: { occupation: null } });
    expect(analyticsIdentity({ status: 'authenticated', user }, { data: { ...user, originalId: 7, occupation: 'old' }, failed: false })).toMatchObject({ userId: '42', properties: { originalId: '42', occupation: null } });
  });
});
