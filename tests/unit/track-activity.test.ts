import { describe, expect, it, vi } from 'vitest';
import { trackActivity } from '@/lib/client/analytics/track-activity';
import { isValidEventName } from '@/lib/domain/analytics/event-name';
import { userActivityBody } from '@/lib/domain/analytics/user-activity-schema';

function env(response: () => Promise<Response>, logging = false) {
  const assign = vi.fn();
  const fetch = vi.fn(response);
  return {
    assign,
    fetch,
    env: {
      fetch: fetch as unknown as typeof globalThis.fetch,
      cookie: () => 'a=1; session_distinct_id=abc-123',
      location: () => ({ pathname: '/agenda-cursos/', href: 'http://x/agenda-cursos/', assign }),
      referrer: () => '',
      loggingEnabled: () => logging,
      uuid: () => '3f1c2a5e-8d4b-4c3a-9e2f-1a2b3c4d5e6f',
    },
  };
}

describe('user activity (spec §7 REST call, §8 activity errors)', () => {
  it('posts an array of exactly one well-formed event with credentials and the distinct id', async () => {
    const t = env(async () => Response.json({ success: true, message: 'ok' }));
    const result = await trackActivity({ eventType: 'Render Signup', data: { source_page: 'Home', type: 'Popup' } }, t.env);
    expect(result).toEqual({ status: 'success', message: 'ok' });
    const [url, init] = t.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v3/user-activity/');
    expect(init.credentials).toBe('include');
    const body = JSON.parse(String(init.body));
    expect(userActivityBody.safeParse(body).success).toBe(true);
    expect(body[0]).toMatchObject({ event_type: 'Render Signup', app_platform: 'web', api_version: 2, distinct_id: 'abc-123', path: '/agenda-cursos/' });
  });

  it('gives status error with the message on failure, logs only with the local flag, and still redirects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const quiet = env(async () => Response.json([{ message: 'nope' }], { status: 500 }));
    expect(await trackActivity({ eventType: 'click', next: '/home/' }, quiet.env)).toEqual({ status: 'error', message: 'nope' });
    expect(quiet.assign).toHaveBeenCalledWith('/home/');
    expect(warn).not.toHaveBeenCalled();
    const loud = env(async () => {
      throw new Error('offline');
    }, true);
    expect(await trackActivity({ eventType: 'click', next: '/x/' }, loud.env)).toEqual({ status: 'error', message: 'offline' });
    expect(loud.assign).toHaveBeenCalledWith('/x/');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('checks the event-name format (spec §5)', async () => {
    expect(isValidEventName('page_view')).toBe(true);
    expect(isValidEventName('Course Saved')).toBe(true);
    expect(isValidEventName('')).toBe(false);
    expect(isValidEventName('<script>')).toBe(false);
    const t = env(async () => Response.json({ success: true }));
    expect((await trackActivity({ eventType: '1bad' }, t.env)).status).toBe('error');
    expect(t.fetch).not.toHaveBeenCalled();
  });

  it('carries the analytics session and limits the event data (spec §9)', async () => {
    const t = env(async () => Response.json({ success: true, message: 'ok' }));
    const withContext = { ...t.env, context: () => ({ session_id: 1_760_000_000_000, event_time: 1_760_000_000_500, sequence: 9 }) };
    await trackActivity({ eventType: 'checkout', data: { note: 'x'.repeat(5000) } }, withContext);
    const [, init] = t.fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(userActivityBody.safeParse(body).success).toBe(true);
    expect(body[0]).toMatchObject({ session_id: 1_760_000_000_000, event_time: 1_760_000_000_500, sequence: 9, page_identifier: 'Course Agenda' });
    expect(body[0].page_data.note).toHaveLength(4096);
  });
});
