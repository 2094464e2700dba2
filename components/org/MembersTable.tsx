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
import { isB2BAdminRole as isOrgAdminRole, orgRoleLabelKey } from '@/lib/roles';
import type { OrgMemberRecord } from '@/lib/server/services/organizations';

/** Members with their role and enrolment progress (organisation admin panel). */
export async function MembersTable({ members, locale, caption }: { members: OrgMemberRecord[]; locale: string; caption: string }) {
  const t = await getTranslations({ locale, namespace: 'org.panel' });
  const format = await getFormatter({ locale });
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table sx={{ minWidth: 720 }} size="medium">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '16px', fontWeight: 700 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('columns.member')}</TableCell>
            <TableCell scope="col">{t('columns.role')}</TableCell>
            <TableCell scope="col" align="right">{t('columns.enrolments')}</TableCell>
            <TableCell scope="col" align="right">{t('columns.completed')}</TableCell>
            <TableCell scope="col" sx={{ minWidth: 180 }}>{t('columns.progress')}</TableCell>
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
                    {t('noEnrolments')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
