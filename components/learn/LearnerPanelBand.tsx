import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/catalogue/links';
import { CLASSIC_LINKS } from '@/lib/paths/learner-paths';

/**
 * The classic variant's way into the learner panel from /home/ (spec §2: "/home/ for home",
 * then /panel/…). /home/ is cached for everyone, so the links are the classic ones; a user of
 * the dashboard variant who follows one is redirected to their own equivalent page.
 */
export async function LearnerPanelBand({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'learn.homeBand' });
  const links = [
    { href: CLASSIC_LINKS.enrolled, label: t('myCourses') },
    { href: CLASSIC_LINKS.projects, label: t('projects') },
    { href: CLASSIC_LINKS.certificates, label: t('certificates') },
    { href: CLASSIC_LINKS.studyPlan, label: t('studyPlan') },
    { href: CLASSIC_LINKS.notes, label: t('notes') },
  ];
  return (
    <Paper component="section" aria-labelledby="learner-panel-band-title" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, my: { xs: 2, sm: 3 } }}>
      <Typography id="learner-panel-band-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('body')}</Typography>
      <Box component="ul" aria-label={t('linksLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {links.map((link, index) => (
          <li key={link.href}>
            <LinkButton href={link.href} variant={index === 0 ? 'contained' : 'outlined'} size="small">
              {link.label}
            </LinkButton>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
