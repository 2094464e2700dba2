import type { Metadata } from 'next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { BusinessHero } from '@/components/business/BusinessHero';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PRODUCT_NAME } from '@/lib/config/product';
import { readableTextColor, safeHexColor } from '@/lib/org/contrast';
import { lightPalette } from '@/lib/theme/palette';
import { pageAlternates } from '@/lib/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { listSuccessStories, successStoryTotals, type SuccessStory } from '@/lib/server/services/company';

const PATH = '/casos-de-exito/';
const TESTIMONIALS = ['valeria', 'diego', 'camila', 'joao', 'lucia', 'martin'] as const;
const ORG_TYPES = new Set(['COMPANY', 'UNIVERSITY']);

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'company.stories' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

/** Everything a story card shows, already translated and formatted. */
type StoryView = {
  story: SuccessStory;
  meta: string[];
  since: string | null;
  text: string;
  figuresLabel: string;
  figures: Array<{ key: string; value: string; label: string }>;
  progressLabel: string;
};

/** One organisation: its colours and logo, a short story and its real learning numbers. */
function StoryCard({ view }: { view: StoryView }) {
  const { story } = view;
  const primary = safeHexColor(story.primaryColor, lightPalette.primary.main);
  const secondary = safeHexColor(story.secondaryColor, lightPalette.secondary.main);
  const nameId = `story-${story.slug}-name`;
  const progressId = `story-${story.slug}-progress`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={nameId} sx={{ borderRadius: 3, overflow: 'hidden', height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ bgcolor: primary, color: readableTextColor(primary), p: { xs: 2.5, sm: 3 }, display: 'flex', alignItems: 'center', gap: 2, borderBottom: '6px solid', borderColor: secondary }}>
        <Avatar src={story.logo ?? undefined} alt="" variant="rounded" sx={{ width: 64, height: 64, bgcolor: '#fff', color: primary, fontWeight: 800, '& img': { objectFit: 'contain' } }}>
          {story.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} component="h3" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
            {story.name}
          </Typography>
          {view.meta.length > 0 ? <Typography variant="body2">{view.meta.join(' · ')}</Typography> : null}
          {view.since ? <Typography variant="body2">{view.since}</Typography> : null}
        </Box>
      </Box>
      <Box sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2.5, flex: 1 }}>
        <Typography sx={{ color: 'text.secondary' }}>{view.text}</Typography>
        <Box component="dl" aria-label={view.figuresLabel} sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          {view.figures.map((f) => (
            <Box key={f.key} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {f.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.2 }}>
                {f.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 'auto' }}>
          <Typography id={progressId} variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {view.progressLabel}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={story.averageProgress}
            aria-labelledby={progressId}
            sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', '& .MuiLinearProgress-bar': { bgcolor: primary } }}
          />
        </Box>
      </Box>
    </Paper>
  );
}

/** Success stories (footer 'company' column): the seeded organisations with their real figures, and learner testimonials. */
export default async function SuccessStoriesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const db = await getDb();
  const [t, format, stories] = await Promise.all([
    getTranslations({ locale, namespace: 'company.stories' }),
    getFormatter({ locale }),
    listSuccessStories(db),
  ]);
  const totals = successStoryTotals(stories);
  const views: StoryView[] = stories.map((story) => ({
    story,
    meta: [
      t('type', { type: story.organizationType && ORG_TYPES.has(story.organizationType) ? story.organizationType : 'other' }),
      ...(story.organizationSize ? [t('size', { size: story.organizationSize })] : []),
    ],
    since: story.startDate
      ? t('since', { product: PRODUCT_NAME, date: format.dateTime(new Date(`${story.startDate}T12:00:00Z`), { year: 'numeric', month: 'long', timeZone: 'UTC' }) })
      : null,
    text: t('story', { name: story.name, product: PRODUCT_NAME, members: story.memberCount, learners: story.activeLearnerCount }),
    figuresLabel: t('figuresLabel', { name: story.name }),
    figures: [
      { key: 'members', value: format.number(story.memberCount), label: t('figures.members') },
      { key: 'learners', value: format.number(story.activeLearnerCount), label: t('figures.learners') },
      { key: 'enrolments', value: format.number(story.enrollmentCount), label: t('figures.enrolments') },
      story.ownCourseCount > 0
        ? { key: 'ownCourses', value: format.number(story.ownCourseCount), label: t('figures.ownCourses') }
        : { key: 'completed', value: format.number(story.completedCount), label: t('figures.completed') },
    ],
    progressLabel: t('progress', { percent: story.averageProgress }),
  }));
  return (
    <>
      <BusinessHero
        eyebrow={t('eyebrow')}
        title={t('title', { product: PRODUCT_NAME })}
        lead={t('lead')}
        actions={
          <>
            <LinkButton href="/business/" color="secondary" size="large">
              {t('ctaBusiness')}
            </LinkButton>
            <LinkButton href="/planes/" variant="outlined" color="inherit" size="large">
              {t('ctaPlans')}
            </LinkButton>
          </>
        }
      />
      <PageContainer>
        {stories.length > 0 ? (
          <>
            <Section id="stories-summary" title={t('summaryTitle')} subtitle={t('summarySubtitle')}>
              <StatTiles
                label={t('summaryLabel')}
                stats={[
                  { key: 'organizations', value: format.number(totals.organizations), label: t('summary.organizations') },
                  { key: 'members', value: format.number(totals.members), label: t('summary.members') },
                  { key: 'enrolments', value: format.number(totals.enrolments), label: t('summary.enrolments') },
                  { key: 'progress', value: t('percent', { percent: totals.averageProgress }), label: t('summary.progress') },
                ]}
              />
            </Section>
            <Section id="stories-organizations" title={t('organizationsTitle')} subtitle={t('organizationsSubtitle')}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
                {views.map((view) => (
                  <Box component="li" key={view.story.id} sx={{ minWidth: 0 }}>
                    <StoryCard view={view} />
                  </Box>
                ))}
              </Box>
            </Section>
          </>
        ) : (
          <Section id="stories-organizations" title={t('organizationsTitle')}>
            <EmptyState icon={<ApartmentOutlined />} title={t('emptyTitle')} description={t('emptyBody')} headingLevel="h3" />
          </Section>
        )}
        <Section id="stories-testimonials" title={t('testimonialsTitle')} subtitle={t('testimonialsSubtitle')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            {TESTIMONIALS.map((key) => (
              <Paper component="li" key={key} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
                <Box component="figure" sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <FormatQuoteRounded aria-hidden sx={{ color: 'secondary.main', fontSize: 40 }} />
                  <Box component="blockquote" sx={{ m: 0, flex: 1 }}>
                    <Typography sx={{ fontSize: '1.0625rem', lineHeight: 1.6 }}>{t(`testimonials.${key}.quote`)}</Typography>
                  </Box>
                  <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
                      {t(`testimonials.${key}.name`).charAt(0)}
                    </Avatar>
                    <div>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                        {t(`testimonials.${key}.name`)}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                        {t(`testimonials.${key}.role`)}
                      </Typography>
                    </div>
                  </Box>
                </Box>
              </Paper>
            ))}
          </Box>
        </Section>
        <Section id="stories-next" title={t('nextTitle')} subtitle={t('nextSubtitle')}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <LinkButton href="/business/" size="large">
              {t('ctaBusiness')}
            </LinkButton>
            <LinkButton href="/planes/" variant="outlined" size="large">
              {t('ctaPlans')}
            </LinkButton>
          </Box>
        </Section>
      </PageContainer>
    </>
  );
}
