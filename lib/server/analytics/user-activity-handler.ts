import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { readCookie } from '@/lib/server/http/cookies';
import { readJsonBody } from '@/lib/server/http/json-body';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { errorTranslator } from '@/lib/server/i18n/server-messages';
import { extractSessionToken, SESSION_COOKIE, verifySessionToken } from '@/lib/server/auth/session-token';
import { userActivityBody } from '@/lib/analytics/user-activity-schema';
import { recordUserActivity } from '@/lib/server/services/analytics';

/** POST /api/v3/user-activity/ (spec §7): one event per call, answered with { success, message }. */
export async function handleUserActivity(request: Request): Promise<Response> {
  const cookieHeader = request.headers.get('cookie');
  const t = errorTranslator(
    negotiateLocale({ cookie: readCookie(cookieHeader, 'NEXT_LOCALE'), acceptLanguage: request.headers.get('accept-language') }),
  );
  const body = await readJsonBody(request);
  if (!body.ok) {
    return Response.json({ success: false, message: t(body.reason === 'too-large' ? 'api.bodyTooLarge' : 'api.invalidJson') }, { status: body.reason === 'too-large' ? 413 : 400 });
  }
  const parsed = userActivityBody.safeParse(body.value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.map(String).join('.') || 'body';
    return Response.json({ success: false, message: t('api.invalidArgument', { field }) }, { status: 400 });
  }
  const token = extractSessionToken(request, readCookie(cookieHeader, SESSION_COOKIE));
  const userId = token ? await verifySessionToken(token) : null;
  try {
    await recordUserActivity(await getDb(), parsed.data[0], userId);
  } catch (err) {
    console.error('[user-activity] could not store the event:', (err as Error).message);
    return Response.json({ success: false, message: t('api.databaseUnavailable') }, { status: 503 });
  }
  return Response.json({ success: true, message: 'ok' });
}
