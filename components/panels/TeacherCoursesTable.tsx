import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import { getFormatter, getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/catalogue/links';
import { localized } from '@/lib/domain/i18n/localized';
import { coursePath } from '@/lib/domain/paths/course-paths';
import type { TeacherCourseRow } from '@/lib/server/services/panels';

/** The teacher's courses with enrollments and ratings. */
export async function TeacherCoursesTable({ courses, locale, caption }: { courses: TeacherCourseRow[]; locale: string; caption: string }) {
  const t = await getTranslations({ locale, namespace: 'panels.teacher' });
  const format = await getFormatter({ locale });
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table sx={{ minWidth: 760 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '16px', fontWeight: 700 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('columns.course')}</TableCell>
            <TableCell scope="col">{t('columns.status')}</TableCell>
            <TableCell scope="col" align="right">{t('columns.enrollments')}</TableCell>
            <TableCell scope="col" align="right">{t('columns.completed')}</TableCell>
            <TableCell scope="col" align="right">{t('columns.rating')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {courses.map((course) => {
            const score = format.number(course.scoreAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
            return (
              <TableRow key={course.id} hover>
                <TableCell component="th" scope="row">
                  <NavLink href={coursePath(course.categorySlug, course.slug)} sx={{ fontWeight: 700 }}>
                    {localized(course.title, locale)}
                  </NavLink>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {localized(course.categoryName, locale)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip size="small" label={course.isActive ? t('active') : t('inactive')} color={course.isActive ? 'success' : 'default'} variant="outlined" />
                </TableCell>
                <TableCell align="right">{format.number(Math.max(course.enrollmentCount, course.catalogueEnrollments))}</TableCell>
                <TableCell align="right">{format.number(course.completedCount)}</TableCell>
                <TableCell align="right">
                  {course.reviewsCount > 0 ? (
                    <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      <StarRounded fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
                      {t('ratingValue', { score, count: course.reviewsCount })}
                    </Typography>
                  ) : (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('noReviews')}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
