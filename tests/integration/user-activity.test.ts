import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { handleUserActivity } from '@/lib/server/analytics/user-activity-handler';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents } from '@/lib/server/db/schema';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const post = (body: string, headers: Record<string, string> = {}) =>
  handleUserActivity(new Request('http://localhost/api/v3/user-activity/', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }));

const event = (uuid: string) => ({ event_uuid: uuid, event_type: 'Render Signup', app_platform: 'web', api_version: 2, distinct_id: 'd-1', page_data: { source_page: 'Home', type: 'Popup' } });

describe('POST /api/v3/user-activity/ (spec §7)', () => {
  beforeAll(async () => {
    await setupTestDatabase({ seed: false });
  });
  afterAll(teardownTestDatabase);

  it('stores one event and answers { success, message }; a retried uuid is stored once', async () => {
    const uuid = '0b5e3a2c-1d4f-4e6a-8b7c-9d0e1f2a3b4c';
    const res = await post(JSON.stringify([event(uuid)]));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'ok' });
    await post(JSON.stringify([event(uuid)]));
    const rows = await (await getDb()).select().from(analyticsEvents).where(eq(analyticsEvents.eventUuid, uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: 'Render Signup', distinctId: 'd-1', appPlatform: 'web', apiVersion: 2 });
  });

  it('answers bad bodies with a clear 400 and stores nothing', async () => {
    const db = await getDb();
    const before = (await db.select().from(analyticsEvents)).length;
    for (const body of ['{', '{}', '[]', JSON.stringify([event('not-a-uuid')]), JSON.stringify([event('1b5e3a2c-1d4f-4e6a-8b7c-9d0e1f2a3b4c'), event('2b5e3a2c-1d4f-4e6a-8b7c-9d0e1f2a3b4c')]), JSON.stringify([{ ...event('3b5e3a2c-1d4f-4e6a-8b7c-9d0e1f2a3b4c'), event_type: '<b>' }])]) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      const json = await res.json();
      expect(json.success).toBe(false);
      expect(typeof json.message).toBe('string');
    }
    const big = await post(JSON.stringify([{ ...event('4b5e3a2c-1d4f-4e6a-8b7c-9d0e1f2a3b4c'), page_data: { x: 'y'.repeat(100_000) } }]));
    expect(big.status).toBe(413);
    expect((await db.select().from(analyticsEvents)).length).toBe(before);
  });
});
