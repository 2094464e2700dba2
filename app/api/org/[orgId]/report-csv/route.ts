import { handleOrgReportCsv } from '@/lib/server/http/org-report-csv-handler';

export async function GET(request: Request, { params }: { params: Promise<{ orgId: string }> }) {
  return handleOrgReportCsv(request, (await params).orgId);
}
