import 'server-only';
import { createTranslator } from 'next-intl';
import { getDb } from '@/lib/server/db/client';
import { errorResponse } from '@/lib/server/http/error-response';
import { mergeMessages, type Messages } from '@/lib/domain/i18n/merge-messages';
import type { Locale } from '@/lib/domain/i18n/routing';
import { errorTranslator, requestLocale } from '@/lib/server/i18n/server-messages';
import { requestViewerId } from '@/lib/server/auth/session-standing';
import { csvFileName, toCsv } from '@/lib/domain/org/csv';
import { orgRoleLabelKey } from '@/lib/domain/roles';
import { authorizeOrg, ORG_ACCESS_MESSAGE } from '@/lib/server/services/org-access';
import { getOrgReport } from '@/lib/server/services/org-report';
import esOrg from '@/messages/es/org.json';
import ptOrg from '@/messages/pt/org.json';
import enOrg from '@/messages/en/org.json';

const orgMessages: Record<Locale, Messages> = {
  es: esOrg as Messages,
  pt: mergeMessages(esOrg as Messages, ptOrg as Messages),
  en: mergeMessages(esOrg as Messages, enOrg as Messages),
};

/**
 * GET /api/org/{orgId}/report-csv/: the progress report of THIS organisation as CSV (RFC 4180,
 * UTF-8 with BOM for Excel), for its admins and leaders only — the same check as the panel
 * (lib/server/services/org-access.ts). Column titles in the `lang` parameter's language, else the
 * visitor's; never cached.
 */
export async function handleOrgReportCsv(request: Request, orgId: string): Promise<Response> {
  const url = new URL(request.url);
  const locale = requestLocale(request, url.searchParams.get('lang'));
  const userId = await requestViewerId(request);
  const db = await getDb();
  const access = await authorizeOrg(db, orgId, userId, 'report');
  if (!access.ok) {
    return errorResponse(access.error, errorTranslator(locale)(ORG_ACCESS_MESSAGE[access.error]));
  }
  const now = new Date();
  const report = await getOrgReport(db, access.org.id, now);
  const t = createTranslator({ locale, messages: { org: orgMessages[locale] }, namespace: 'org' });
  const header = ['name', 'email', 'role', 'joined', 'enrollments', 'completed', 'progress', 'assigned', 'assignedCompleted', 'assignedProgress'].map((k) => t(`csv.${k}` as never));
  const rows = report.members.map((m) => [
    m.fullName,
    m.email,
    t(`panel.roles.${orgRoleLabelKey(m.role)}` as never),
    m.joinedAt.toISOString().slice(0, 10),
    m.enrollmentCount,
    m.completedCount,
    m.averageProgress,
    m.assignedCount,
    m.assignedCompleted,
    m.assignedProgress,
  ]);
  const filename = csvFileName(t('csv.filePrefix' as never), access.org.slug, now);
  return new Response(toCsv([header, ...rows]), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
