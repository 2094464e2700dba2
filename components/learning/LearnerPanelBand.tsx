import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { CLASSIC_LINKS } from '@/lib/domain/paths/learner-paths';
import styles from './LearnerPanelBand.module.css';

/**
 * The classic variant's way into the learner panel from /home/ (spec §2: "/home/ for home",
 * then /panel/…). /home/ is cached for everyone, so the links are the classic ones; a user of
 * the dashboard variant who follows one is redirected to their own equivalent page. Plain
 * server markup (LearnerPanelBand.module.css).
 */
export async function LearnerPanelBand({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'learning.homeBand' });
  const links = [
    { href: CLASSIC_LINKS.enrolled, label: t('myCourses') },
    { href: CLASSIC_LINKS.projects, label: t('projects') },
    { href: CLASSIC_LINKS.certificates, label: t('certificates') },
    { href: CLASSIC_LINKS.studyPlan, label: t('studyPlan') },
    { href: CLASSIC_LINKS.notes, label: t('notes') },
  ];
  return (
    <section aria-labelledby="learner-panel-band-title" className={styles.band}>
      <h2 id="learner-panel-band-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.body}>{t('body')}</p>
      <ul aria-label={t('linksLabel')} className={styles.links}>
        {links.map((link, index) => (
          <li key={link.href}>
            <LinkButton href={link.href} variant={index === 0 ? 'contained' : 'outlined'} size="small">
              {link.label}
            </LinkButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
