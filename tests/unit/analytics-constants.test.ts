import { describe, expect, it } from 'vitest';
import * as c from '@/lib/domain/analytics/constants';
import { DISTINCT_ID_MAX_AGE_SECONDS } from '@/lib/domain/session/keys';

describe('analytics constants (spec §9 "Business constants and limits")', () => {
  it('session, upload period, threshold, batch size and max saved', () => {
    expect(c.SESSION_TIMEOUT_MS).toBe(30 * 60 * 1000);
    expect(c.UPLOAD_PERIOD_MS).toBe(30_000);
    expect(c.UPLOAD_THRESHOLD).toBe(30);
    expect(c.BATCH_SIZE).toBe(100);
    expect(c.MAX_SAVED_EVENTS).toBe(1000);
  });

  it('cookie expiry 365 days, the same as the session_distinct_id cookie', () => {
    expect(c.COOKIE_EXPIRY_DAYS).toBe(365);
    expect(c.COOKIE_EXPIRY_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(c.COOKIE_EXPIRY_SECONDS).toBe(DISTINCT_ID_MAX_AGE_SECONDS);
  });

  it('property limits, bridge queue, user agent, attribution and log level', () => {
    expect(c.MAX_PROPERTY_KEYS).toBe(1000);
    expect(c.MAX_STRING_LENGTH).toBe(4096);
    expect(c.PENDING_QUEUE_MAX).toBe(512);
    expect(c.USER_AGENT_MAX_LENGTH).toBe(350);
    expect(c.ATTRIBUTION_PARAMS).toEqual(expect.arrayContaining(['gclid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']));
    expect(c.LOG_LEVEL).toBe('disabled');
    expect(c.DEBUG_FLAG_KEY).toMatch(/debug/);
  });

  it('event platform and version (spec §3), ad currency USD and item quantity 1', () => {
    expect(c.APP_PLATFORM).toBe('web');
    expect(c.API_VERSION).toBe(2);
    expect(c.AD_CURRENCY).toBe('USD');
    expect(c.ITEM_QUANTITY).toBe(1);
  });

  it("traffic source 'Directo' from source_page / source_detail", () => {
    expect(c.DEFAULT_TRAFFIC_SOURCE).toBe('Directo');
    expect(c.SOURCE_PAGE_PARAM).toBe('source_page');
    expect(c.SOURCE_DETAIL_PARAM).toBe('source_detail');
  });

  it('web vitals and layout-shift session windows: < 1 s apart, at most 5 s', () => {
    expect(c.WEB_VITALS).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    expect(c.CLS_SESSION_GAP_MS).toBe(1000);
    expect(c.CLS_SESSION_MAX_MS).toBe(5000);
  });

  it('our endpoints and limits', () => {
    expect(c.COLLECT_ENDPOINT).toBe('/api/v3/collect/');
    expect(c.CHANNEL_REGISTER_ENDPOINT).toBe('/api/v3/channel-register/');
    expect(c.PERFORMANCE_ENDPOINT).toBe('/api/v3/performance/');
    expect(c.COLLECT_MAX_BODY_BYTES).toBeGreaterThan(c.BEACON_MAX_BODY_BYTES);
  });
});
