import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { getFormatter, getTranslations } from 'next-intl/server';
import { localized } from '@/lib/domain/i18n/localized';
import type { AssignmentView } from '@/lib/server/services/org-admin';
import type { OrgReport } from '@/lib/server/services/org-report';
import { OrgRowAction } from './OrgRowAction';

/** What the organisation assigned, to whom, how many completed it, and "unassign". */
export async function AssignmentsTable({
  assignments,
  completion,
  slug,
  locale,
}: {
  assignments: AssignmentView[];
  completion: OrgReport['assignmentCompletion'];
  slug: string;
  locale: string;
}) {
  const t = await getTranslations({ locale, namespace: 'org.admin' });
  const format = await getFormatter({ locale });
  const stats = new Map(completion.map((c) => [c.id, c]));
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table sx={{ minWidth: 760 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '16px', fontWeight: 700 }}>{t('assignments.caption', { count: assignments.length })}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('assignments.item')}</TableCell>
            <TableCell scope="col">{t('assignments.kind')}</TableCell>
            <TableCell scope="col">{t('assignments.who')}</TableCell>
            <TableCell scope="col">{t('assignments.due')}</TableCell>
            <TableCell scope="col" align="right">{t('assignments.completed')}</TableCell>
            <TableCell scope="col" align="right">{t('assignments.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {assignments.map((a) => {
            const s = stats.get(a.id);
            const title = localized(a.title, locale);
            return (
              <TableRow key={a.id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {title}
                </TableCell>
                <TableCell>{a.kind === 'track' ? t('assign.kindTrack') : t('assign.kindCourse')}</TableCell>
                <TableCell>{a.member ? a.member.fullName : t('assign.everyone')}</TableCell>
                <TableCell>{a.dueDate ? format.dateTime(new Date(`${a.dueDate}T12:00:00Z`), { dateStyle: 'medium' }) : '—'}</TableCell>
                <TableCell align="right">{s ? t('assignments.completedValue', { done: s.completed, total: s.assigned }) : '—'}</TableCell>
                <TableCell align="right">
                  <OrgRowAction kind="unassign" slug={slug} id={a.id} label={t('assignments.unassign')} accessibleLabel={t('assignments.unassignLabel', { item: title })} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
