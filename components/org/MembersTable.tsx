import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { isB2BAdminRole as isOrgAdminRole, orgRoleLabelKey } from '@/lib/domain/roles';
import type { OrgMemberRecord } from '@/lib/server/services/org';
import { OrgRowAction } from './admin/OrgRowAction';

type Member = OrgMemberRecord & { assignedCount?: number; assignedCompleted?: number };

/**
 * Members with their role and enrollment progress (organisation admin panel and leader view).
 * With `manage`, each row offers "remove" (never for the viewer themself; the server enforces
 * the rest: owners only by owners, never the last owner).
 */
export async function MembersTable({ members, locale, caption, manage }: { members: Member[]; locale: string; caption: string; manage?: { slug: string; viewerId: number } }) {
  const t = await getTranslations({ locale, namespace: 'org.panel' });
  const format = await getFormatter({ locale });
  const withAssignments = members.some((m) => m.assignedCount !== undefined);
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table sx={{ minWidth: 760 }} size="medium">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '16px', fontWeight: 700 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('columns.member')}</TableCell>
            <TableCell scope="col">{t('columns.role')}</TableCell>
            <TableCell scope="col" align="right">{t('columns.enrollments')}</TableCell>
            <TableCell scope="col" align="right">{t('columns.completed')}</TableCell>
            {withAssignments ? <TableCell scope="col" align="right">{t('columns.assigned')}</TableCell> : null}
            <TableCell scope="col" sx={{ minWidth: 180 }}>{t('columns.progress')}</TableCell>
            {manage ? <TableCell scope="col" align="right">{t('columns.actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.userId} hover>
              <TableCell component="th" scope="row">
                <Typography sx={{ fontWeight: 700, fontSize: '0.9375rem' }}>{member.fullName}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                  {member.email}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  label={t(`roles.${orgRoleLabelKey(member.role)}`)}
                  size="small"
                  color={isOrgAdminRole(member.role) ? 'primary' : 'default'}
                  variant={isOrgAdminRole(member.role) ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell align="right">{format.number(member.enrollmentCount)}</TableCell>
              <TableCell align="right">{format.number(member.completedCount)}</TableCell>
              {withAssignments ? (
                <TableCell align="right">{t('assignedValue', { done: member.assignedCompleted ?? 0, total: member.assignedCount ?? 0 })}</TableCell>
              ) : null}
              <TableCell>
                {member.enrollmentCount > 0 ? (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <LinearProgress
                      variant="determinate"
                      value={member.averageProgress}
                      aria-label={t('progressLabel', { name: member.fullName, percent: member.averageProgress })}
                      sx={{ flex: 1, height: 8, borderRadius: 4 }}
                    />
                    <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 40, textAlign: 'right' }} aria-hidden>
                      {member.averageProgress}%
                    </Typography>
                  </Box>
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('noEnrollments')}
                  </Typography>
                )}
              </TableCell>
              {manage ? (
                <TableCell align="right">
                  {member.userId !== manage.viewerId ? (
                    <OrgRowAction
                      kind="removeMember"
                      slug={manage.slug}
                      id={member.userId}
                      label={t('remove')}
                      accessibleLabel={t('removeLabel', { name: member.fullName })}
                      color="error"
                      confirm={{ title: t('removeTitle', { name: member.fullName }), body: t('removeBody', { name: member.fullName }), action: t('remove') }}
                    />
                  ) : (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('you')}
                    </Typography>
                  )}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
