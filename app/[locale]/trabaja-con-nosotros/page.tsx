import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { BusinessHero } from '@/components/business/BusinessHero';
import { ValueProps } from '@/components/business/ValueProps';
import { AnchorButton } from '@/components/business/AnchorButton';
import { StepList } from '@/components/business/StepList';
import landing from '@/components/business/landing.module.css';
import link from '@/components/catalogue/TextLink.module.css';
import { Icon } from '@/components/ui/Icon';
import a11y from '@/components/ui/a11y.module.css';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { HIRING_EMAIL } from '@/lib/server/services/company';
import styles from './page.module.css';

const PATH = '/trabaja-con-nosotros/';
const BENEFITS = ['premium', 'flexible', 'health', 'budget', 'equipment', 'vacation', 'parental', 'retreat'] as const;
const ROLES = ['frontend', 'backend', 'productDesign', 'content', 'sales', 'support'] as const;
const PROCESS = ['apply', 'talk', 'challenge', 'offer'] as const;

type Props = { params: Promise<{ locale: string }> };

function mailto(subject: string): string {
  return `mailto:${HIRING_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'company.hiring' });
  return { title: t('metaTitle'), description: t('metaDescription', { product: PRODUCT_NAME }), alternates: pageAlternates(PATH, locale) };
}

/** Hiring (footer 'company' column, hideable by a layout option): culture, benefits, open roles and how to apply by e-mail. */
export default async function HiringPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'company.hiring' });
  return (
    <>
      <BusinessHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        actions={
          <>
            <AnchorButton href="#hiring-roles" color="secondary" size="large">
              {t('ctaRoles')}
            </AnchorButton>
            <AnchorButton href={mailto(t('openSubject'))} variant="outlined" color="inherit" size="large" icon="mailOutlineRounded">
              {t('ctaApply')}
            </AnchorButton>
          </>
        }
      />
      <PageContainer>
        <Section id="hiring-culture" title={t('cultureTitle')} subtitle={t('cultureSubtitle')}>
          <ValueProps
            items={[
              { key: 'remote', icon: 'homeWorkOutlined', title: t('culture.remote.title'), body: t('culture.remote.body') },
              { key: 'learning', icon: 'schoolOutlined', title: t('culture.learning.title'), body: t('culture.learning.body') },
              { key: 'impact', icon: 'insightsOutlined', title: t('culture.impact.title'), body: t('culture.impact.body') },
              { key: 'diversity', icon: 'diversity1Outlined', title: t('culture.diversity.title'), body: t('culture.diversity.body') },
            ]}
          />
        </Section>
        <Section id="hiring-benefits" title={t('benefitsTitle')}>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit} className={styles.benefit}>
                <Icon name="checkCircleOutlineRounded" className={styles.benefitIcon} />
                <p className={styles.text}>{t(`benefits.${benefit}`)}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="hiring-roles" title={t('rolesTitle')} subtitle={t('rolesSubtitle')}>
          <ul className={landing.twoColumns}>
            {ROLES.map((role) => {
              const title = t(`roles.${role}.title`);
              return (
                <li key={role} className={`${landing.card} ${styles.role}`}>
                  <h3 className={styles.roleTitle}>{title}</h3>
                  <dl aria-label={t('roleDetails')} className={styles.details}>
                    {(['team', 'location', 'type'] as const).map((field) => (
                      <div key={field} className={styles.detail}>
                        <dt className={a11y.visuallyHidden}>{t(field === 'team' ? 'roleTeam' : field === 'location' ? 'roleLocation' : 'roleType')}</dt>
                        <dd className={styles.detailValue}>
                          <span className={styles.chip}>{t(`roles.${role}.${field}`)}</span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <p className={styles.roleBody}>{t(`roles.${role}.body`, { product: PRODUCT_NAME })}</p>
                  <div>
                    <AnchorButton href={mailto(t('applySubject', { role: title }))} icon="mailOutlineRounded" aria-label={t('applyLabel', { role: title })}>
                      {t('apply')}
                    </AnchorButton>
                  </div>
                </li>
              );
            })}
          </ul>
        </Section>
        <Section id="hiring-process" title={t('processTitle')} subtitle={t('processSubtitle')}>
          <StepList steps={PROCESS.map((step) => ({ key: step, title: t(`process.${step}.title`), body: t(`process.${step}.body`) }))} />
        </Section>
        <Section id="hiring-open" title={t('openTitle')}>
          <p className={`${styles.text} ${styles.open}`}>
            {t.rich('openBody', {
              product: PRODUCT_NAME,
              address: HIRING_EMAIL,
              email: (chunks) => (
                <a href={`mailto:${HIRING_EMAIL}`} className={`${link.link} ${styles.email}`}>
                  {chunks}
                </a>
              ),
            })}
          </p>
          <div className={styles.openCta}>
            <AnchorButton href={mailto(t('openSubject'))} variant="outlined" size="large" icon="mailOutlineRounded">
              {t('openCta')}
            </AnchorButton>
          </div>
        </Section>
      </PageContainer>
    </>
  );
}
