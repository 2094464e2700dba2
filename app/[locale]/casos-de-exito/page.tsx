import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import { BusinessHero } from '@/components/business/BusinessHero';
import { OrgAvatar } from '@/components/business/OrgAvatar';
import { ProgressBar } from '@/components/business/ProgressBar';
import landing from '@/components/business/landing.module.css';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { safeHexColor } from '@/lib/domain/org/safe-hex-color';
import { readableTextColor } from '@/lib/domain/theme/contrast';
import { lightPalette } from '@/lib/domain/theme/palette';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { listSuccessStories, successStoryTotals, type SuccessStory } from '@/lib/server/services/company';
import styles from './page.module.css';

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
    <article aria-labelledby={nameId} className={styles.story}>
      <div className={styles.band} style={{ backgroundColor: primary, color: readableTextColor(primary), borderBottomColor: secondary }}>
        <OrgAvatar name={story.name} logo={story.logo} size={64} style={{ backgroundColor: '#fff', color: primary }} />
        <div className={styles.bandText}>
          <h3 id={nameId} className={styles.storyName}>
            {story.name}
          </h3>
          {view.meta.length > 0 ? <p className={styles.small}>{view.meta.join(' · ')}</p> : null}
          {view.since ? <p className={styles.small}>{view.since}</p> : null}
        </div>
      </div>
      <div className={styles.storyBody}>
        <p className={styles.storyText}>{view.text}</p>
        <dl aria-label={view.figuresLabel} className={styles.figures}>
          {view.figures.map((f) => (
            <div key={f.key} className={styles.figure}>
              <dt className={styles.figureLabel}>{f.label}</dt>
              <dd className={styles.figureValue}>{f.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.progress}>
          <p id={progressId} className={styles.progressLabel}>
            {view.progressLabel}
          </p>
          <ProgressBar value={story.averageProgress} labelledBy={progressId} color={primary} />
        </div>
      </div>
    </article>
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
      { key: 'enrollments', value: format.number(story.enrollmentCount), label: t('figures.enrollments') },
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
                  { key: 'enrollments', value: format.number(totals.enrollments), label: t('summary.enrollments') },
                  { key: 'progress', value: t('percent', { percent: totals.averageProgress }), label: t('summary.progress') },
                ]}
              />
            </Section>
            <Section id="stories-organizations" title={t('organizationsTitle')} subtitle={t('organizationsSubtitle')}>
              <ul className={styles.grid}>
                {views.map((view) => (
                  <li key={view.story.id} className={styles.gridItem}>
                    <StoryCard view={view} />
                  </li>
                ))}
              </ul>
            </Section>
          </>
        ) : (
          <Section id="stories-organizations" title={t('organizationsTitle')}>
            <EmptyState icon={<Icon name="apartmentOutlined" />} title={t('emptyTitle')} description={t('emptyBody')} headingLevel="h3" />
          </Section>
        )}
        <Section id="stories-testimonials" title={t('testimonialsTitle')} subtitle={t('testimonialsSubtitle')}>
          <ul className={styles.grid}>
            {TESTIMONIALS.map((key) => (
              <li key={key} className={landing.card}>
                <figure className={styles.quote}>
                  <Icon name="formatQuoteRounded" size={40} className={styles.quoteIcon} />
                  <blockquote className={styles.quoteBody}>
                    <p className={styles.quoteText}>{t(`testimonials.${key}.quote`)}</p>
                  </blockquote>
                  <figcaption className={styles.author}>
                    <div aria-hidden className={styles.initial}>
                      {t(`testimonials.${key}.name`).charAt(0)}
                    </div>
                    <div>
                      <span className={styles.authorName}>{t(`testimonials.${key}.name`)}</span>
                      <span className={styles.authorRole}>{t(`testimonials.${key}.role`)}</span>
                    </div>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="stories-next" title={t('nextTitle')} subtitle={t('nextSubtitle')}>
          <div className={landing.actions}>
            <LinkButton href="/business/" size="large">
              {t('ctaBusiness')}
            </LinkButton>
            <LinkButton href="/planes/" variant="outlined" size="large">
              {t('ctaPlans')}
            </LinkButton>
          </div>
        </Section>
      </PageContainer>
    </>
  );
}
