import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { TextLink } from '@/components/catalogue/TextLink';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import { Icon } from '@/components/ui/Icon';
import { absoluteUrl } from '@/lib/domain/seo/site-url';
import { HELP_CENTER_URL } from '@/lib/domain/footer/footer-links';
import { FOOTER_PATHS } from '@/lib/domain/footer/footer-paths';
import { countryLinkProps } from '@/lib/domain/country/country-links';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import styles from './page.module.css';

const PATH = '/preguntas-frecuentes/';

/** Questions by topic, in display order (message keys under company.faq.questions). */
const GROUPS = {
  payments: ['paymentMethods', 'currency', 'discounts'],
  certificates: ['certificateHow', 'certificateVerify', 'certificatePremium'],
  premium: ['premiumWhat', 'premiumPlans', 'premiumTrial', 'premiumCancel'],
  business: ['businessWhat', 'businessSeats', 'businessOwnCourses'],
  refunds: ['refundCourses', 'refundMemberships', 'refundHow'],
} as const;
type GroupKey = keyof typeof GROUPS;

const POLICIES = [
  { key: 'terms', href: FOOTER_PATHS.terms },
  { key: 'cancellation', href: FOOTER_PATHS.cancellationPolicy },
  { key: 'complaints', href: FOOTER_PATHS.complaintsBook },
] as const;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'company.faq' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

/**
 * FAQ (footer 'help' column): questions grouped by topic, plus schema.org FAQPage data. Each
 * question is a native <details> (was MUI's Accordion): it opens without client code and the
 * answers stay in the HTML.
 */
export default async function FaqPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'company.faq' });
  const groups = (Object.keys(GROUPS) as GroupKey[]).map((group) => ({
    key: group,
    title: t(`groups.${group}`),
    questions: GROUPS[group].map((key) => ({
      key,
      question: t(`questions.${key}.q`, { product: PRODUCT_NAME }),
      answer: t(`questions.${key}.a`, { product: PRODUCT_NAME }),
    })),
  }));
  const faqJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(PATH, locale),
    inLanguage: locale,
    mainEntity: groups.flatMap((group) =>
      group.questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
  return (
    <PageContainer>
      <JsonLd data={faqJsonLd} />
      <PageHeader title={t('title')} lead={t('lead', { product: PRODUCT_NAME })} />
      <nav aria-label={t('topicsLabel')} className={styles.topics}>
        {groups.map((group) => (
          <a key={group.key} href={`#faq-${group.key}`} className={styles.topic}>
            {group.title}
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <Section key={group.key} id={`faq-${group.key}`} title={group.title}>
          <div>
            {group.questions.map((item) => (
              <details key={item.key} className={styles.question}>
                <summary id={`faq-${item.key}-header`} aria-controls={`faq-${item.key}-content`} className={styles.summary}>
                  <h3 className={styles.questionTitle}>{item.question}</h3>
                  <Icon name="expandMoreRounded" className={styles.chevron} />
                </summary>
                <div id={`faq-${item.key}-content`} role="region" aria-labelledby={`faq-${item.key}-header`} className={styles.answer}>
                  <p className={styles.answerText}>{item.answer}</p>
                </div>
              </details>
            ))}
          </div>
        </Section>
      ))}
      <Section id="faq-more" title={t('moreTitle')} subtitle={t('moreBody')}>
        <div className={styles.more}>
          <div>
            <a
              {...countryLinkProps(HELP_CENTER_URL)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: 'contained', size: 'large' })}
              aria-label={t('moreCtaLabel')}
            >
              {t('moreCta')}
              <span className={buttonIconClassNames.end}>
                <Icon name="openInNewRounded" />
              </span>
            </a>
          </div>
          <nav aria-labelledby="faq-policies-title" className={styles.policies}>
            <h3 id="faq-policies-title" className={styles.policiesTitle}>
              {t('policiesTitle')}
            </h3>
            <ul className={styles.policyList}>
              {POLICIES.map((policy) => (
                <li key={policy.key}>
                  <TextLink href={policy.href} color="inherit" underline="hover">
                    {t(`policies.${policy.key}`)}
                  </TextLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Section>
    </PageContainer>
  );
}
