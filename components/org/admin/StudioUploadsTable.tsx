import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { localized } from '@/lib/domain/i18n/localized';
import { allowedUploadEvents, type UploadStatus } from '@/lib/domain/org/studio';
import type { StudioUploadView } from '@/lib/server/services/org-studio';
import { OrgRowAction } from './OrgRowAction';

const STATUS_COLOR: Record<UploadStatus, ChipProps['color']> = {
  SUBMITTED: 'info',
  PROGRESSING: 'warning',
  COMPLETE: 'success',
  ERROR: 'error',
  INVALID: 'error',
  CANCELED: 'default',
};

/** Studio uploads with their status (spec §3 upload status) and the next processing step. */
export async function StudioUploadsTable({ uploads, slug, locale }: { uploads: StudioUploadView[]; slug: string; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'org.admin.studio' });
  const format = await getFormatter({ locale });
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table sx={{ minWidth: 760 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '16px', fontWeight: 700 }}>{t('uploadsCaption', { count: uploads.length })}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('course')}</TableCell>
            <TableCell scope="col">{t('status')}</TableCell>
            <TableCell scope="col" align="right">{t('lectureCount')}</TableCell>
            <TableCell scope="col">{t('updated')}</TableCell>
            <TableCell scope="col" align="right">{t('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {uploads.map((u) => {
            const events = allowedUploadEvents(u.status);
            const title = localized(u.course.title, locale);
            return (
              <TableRow key={u.id}>
                <TableCell component="th" scope="row">
                  <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
                  {u.message ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`problems.${u.message}`)}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLOR[u.status]} label={t(`statuses.${u.status}`)} />
                </TableCell>
                <TableCell align="right">{format.number(u.course.lectureCount)}</TableCell>
                <TableCell>{format.dateTime(u.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                    {events.some((e) => e === 'start' || e === 'complete' || e === 'retry') ? (
                      <OrgRowAction
                        kind="advanceUpload"
                        slug={slug}
                        id={u.id}
                        variant="contained"
                        label={t(`advance.${u.status}`)}
                        accessibleLabel={t('advanceLabel', { action: t(`advance.${u.status}`), title })}
                      />
                    ) : null}
                    {events.includes('cancel') ? (
                      <OrgRowAction
                        kind="cancelUpload"
                        slug={slug}
                        id={u.id}
                        color="error"
                        label={t('cancel')}
                        accessibleLabel={t('cancelLabel', { title })}
                        confirm={{ title: t('cancelTitle', { title }), body: t('cancelBody'), action: t('cancel') }}
                      />
                    ) : null}
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
