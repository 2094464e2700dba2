import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { NoAccess, SignInPrompt } from '@/components/auth/AccessNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { LinkButton } from '@/components/catalogue/links';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { MentorRating } from '@/components/mentors/MentorRating';
import { MentorStatusChip } from '@/components/mentors/MentorStatusChip';
import { ClientMessages } from '@/components/org/ClientMessages';
import { MentorProjects } from '@/components/panels/MentorProjects';
import { MentorStatusForm } from '@/components/panels/MentorStatusForm';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PanelHeader } from '@/components/panels/PanelHeader';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { localized } from '@/lib/domain/i18n/localized';
import { canViewMentorPanel } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { getDb } from '@/lib/server/db/client';
import { listMentorProjects } from '@/lib/server/services/mentor-projects';
import { getMentorByUserId } from '@/lib/server/services/mentors';

export const dynamic = 'force-dynamic';

const PATH = '/mentor/panel/proyectos/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return privatePageMetadata(locale, 'panels.mentor', PATH, { product: PRODUCT_NAME });
}

/**
 * Mentor dashboard (spec §2 /mentor/panel/proyectos/), gated by features.mentorPanel (spec §6):
 * the profile with its editable status, and the projects to review (score + feedback).
 */
export default async function MentorPanelPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getCurrentViewer();
  if (!viewer) return <SignInPrompt locale={locale} path={PATH} />;
  const t = await getTranslations({ locale, namespace: 'panels.mentor' });
  if (!canViewMentorPanel(roleSubjectFromViewer(viewer))) return <NoAccess locale={locale} reason={t('noAccess')} />;

  const db = await getDb();
  const [format, mentor, projects] = await Promise.all([getFormatter({ locale }), getMentorByUserId(db, viewer.user.id), listMentorProjects(db, viewer.user.id)]);
  const waiting = projects.filter((p) => p.reviewable).length;
  const name = viewer.user.firstName || viewer.user.username;
  return (
    <ClientMessages locale={locale} panels={['mentor']}>
      <PageContainer>
        <PanelHeader eyebrow={t('eyebrow', { product: PRODUCT_NAME })} title={t('title')} lead={t('lead', { name })} />
        {mentor ? (
          <>
            <Section id="mentor-profile" title={t('profileTitle')} action={{ href: '/mentores/', label: t('publicPage') }}>
              <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
                <Box sx={{ display: 'flex', gap: 2.5, alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' } }}>
                  <Avatar src={mentor.avatarUrl} alt="" sx={{ width: 88, height: 88 }} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h3" variant="h5" sx={{ fontWeight: 800 }}>
                      {mentor.fullName}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{localized(mentor.headline, locale)}</Typography>
                    <Box sx={{ mt: 1.5 }}>
                      <MentorRating rating={mentor.rating} sessions={mentor.sessionsCount} />
                    </Box>
                  </Box>
                </Box>
                <Box sx={{ mt: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
                  <Box component="section" aria-labelledby="mentor-status-title">
                    <Typography id="mentor-status-title" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
                      {t('statusTitle')}
                    </Typography>
                    <MentorStatusChip status={mentor.status} size="medium" />
                    <Alert severity={mentor.status === 'AVAILABLE' ? 'success' : 'info'} sx={{ mt: 1.5 }}>
                      {t(`statusHelp.${mentor.status}`)}
                    </Alert>
                    <MentorStatusForm status={mentor.status} />
                  </Box>
                  <Box component="section" aria-labelledby="mentor-expertise-title">
                    <Typography id="mentor-expertise-title" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
                      {t('expertiseTitle')}
                    </Typography>
                    {mentor.expertise.length > 0 ? (
                      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                        {mentor.expertise.map((topic) => (
                          <li key={topic}>
                            <Chip label={topic} variant="outlined" />
                          </li>
                        ))}
                      </Box>
                    ) : (
                      <Typography sx={{ color: 'text.secondary' }}>{t('noExpertise')}</Typography>
                    )}
                  </Box>
                </Box>
              </Paper>
            </Section>
            <Section id="mentor-numbers" title={t('numbersTitle')}>
              <StatTiles
                stats={[
                  { key: 'sessions', value: format.number(mentor.sessionsCount), label: t('stats.sessions') },
                  { key: 'rating', value: format.number(mentor.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), label: t('stats.rating') },
                  { key: 'topics', value: format.number(mentor.expertise.length), label: t('stats.topics') },
                ]}
              />
            </Section>
          </>
        ) : (
          <Section id="mentor-profile" title={t('profileTitle')}>
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('noProfile')}
            </Alert>
            <LinkButton href="/mentores/" variant="outlined">
              {t('publicPage')}
            </LinkButton>
          </Section>
        )}
        <Section id="mentor-projects" title={t('projects.title')} subtitle={t('projects.subtitle', { waiting, count: projects.length })}>
          {projects.length > 0 ? <MentorProjects projects={projects} locale={locale} /> : <Typography sx={{ color: 'text.secondary' }}>{t('projects.empty')}</Typography>}
        </Section>
      </PageContainer>
    </ClientMessages>
  );
}
