import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { HigherEducationCase } from '@/lib/server/services/business-stats';

/** The university organisation as a case: its colours and logo, and its real learning numbers. */
export async function HigherEducationCaseCard({ item, locale }: { item: HigherEducationCase; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'business.higherEd.case' });
  const format = await getFormatter({ locale });
  const since = item.startDate ? format.dateTime(new Date(`${item.startDate}T12:00:00Z`), { year: 'numeric', month: 'long', timeZone: 'UTC' }) : null;
  const figures = [
    { key: 'members', value: format.number(item.memberCount), label: t('members') },
    { key: 'enrolments', value: format.number(item.enrollmentCount), label: t('enrolments') },
    { key: 'completed', value: format.number(item.completedCount), label: t('completed') },
    { key: 'ownCourses', value: format.number(item.ownCourseCount), label: t('ownCourses') },
  ];
  return (
    <Paper component="article" variant="outlined" aria-labelledby="higher-ed-case-name" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box sx={{ bgcolor: item.primaryColor, color: '#fff', p: { xs: 3, sm: 4 }, display: 'flex', alignItems: 'center', gap: 2, borderBottom: '6px solid', borderColor: item.secondaryColor }}>
        <Avatar src={item.logo ?? undefined} alt="" variant="rounded" sx={{ width: 72, height: 72, bgcolor: '#fff', color: item.primaryColor, fontWeight: 800, '& img': { objectFit: 'contain' } }}>
          {item.name.charAt(0)}
        </Avatar>
        <div>
          <Typography sx={{ textTransform: 'uppercase', letterSpacing: 1, fontSize: '0.75rem', fontWeight: 700, opacity: 0.95 }}>{t('eyebrow')}</Typography>
          <Typography id="higher-ed-case-name" component="h3" variant="h5" sx={{ fontWeight: 800 }}>
            {item.name}
          </Typography>
          {since ? <Typography variant="body2" sx={{ opacity: 0.95 }}>{t('since', { date: since })}</Typography> : null}
        </div>
      </Box>
      <Box sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('story', { name: item.name, learners: item.learnerCount })}</Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {figures.map((f) => (
            <Box key={f.key} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {f.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.75rem' }}>
                {f.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 3 }}>
          <Typography id="higher-ed-progress" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('progress', { percent: item.averageProgress })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={item.averageProgress}
            aria-labelledby="higher-ed-progress"
            sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', '& .MuiLinearProgress-bar': { bgcolor: item.primaryColor } }}
          />
        </Box>
      </Box>
    </Paper>
  );
}
