import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CopyLinkField } from '@/components/panels/CopyLinkField';
import { invitationPath } from '@/lib/domain/org/invitations';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import type { InvitationView } from '@/lib/server/services/org-admin';
import { OrgRowAction } from './OrgRowAction';

/** Invitations not accepted yet: the address, role, link to copy, expiry and "withdraw". */
export async function InvitationsTable({ invitations, slug, locale, origin }: { invitations: InvitationView[]; slug: string; locale: string; origin: string }) {
  const t = await getTranslations({ locale, namespace: 'org.admin' });
  const format = await getFormatter({ locale });
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table sx={{ minWidth: 880 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '16px', fontWeight: 700 }}>{t('invitations.caption', { count: invitations.length })}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('invitations.email')}</TableCell>
            <TableCell scope="col">{t('invitations.role')}</TableCell>
            <TableCell scope="col" sx={{ minWidth: 360 }}>{t('invitations.link')}</TableCell>
            <TableCell scope="col">{t('invitations.expires')}</TableCell>
            <TableCell scope="col" align="right">{t('invitations.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((i) => (
            <TableRow key={i.id}>
              <TableCell component="th" scope="row" sx={{ wordBreak: 'break-all' }}>
                {i.email}
              </TableCell>
              <TableCell>{t(`roles.${i.role === 'high-education-member' ? 'highEducationMember' : i.role}`)}</TableCell>
              <TableCell>
                {i.expired ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('invitations.expiredHint')}
                  </Typography>
                ) : (
                  <CopyLinkField
                    id={`invitation-link-${i.id}`}
                    value={`${origin}${localizedPath(invitationPath(i.token), locale)}`}
                    labels={{ field: t('invitations.linkFor', { email: i.email }), copy: t('copy'), copied: t('copied'), failed: t('copyFailed') }}
                  />
                )}
              </TableCell>
              <TableCell>
                {i.expired ? <Chip size="small" label={t('invitations.expired')} /> : format.dateTime(i.expiresAt, { dateStyle: 'medium' })}
              </TableCell>
              <TableCell align="right">
                <OrgRowAction kind="revokeInvitation" slug={slug} id={i.id} label={t('invitations.revoke')} accessibleLabel={t('invitations.revokeLabel', { email: i.email })} color="error" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
