import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Diversity1Outlined from '@mui/icons-material/Diversity1Outlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { BusinessHero } from '@/components/business/BusinessHero';
import { ValueProps } from '@/components/business/ValueProps';
import { PRODUCT_NAME } from '@/lib/config/product';
import { visuallyHidden } from '@/lib/theme/a11y';
import { pageAlternates } from '@/lib/seo/alternates';
import { HIRING_EMAIL } from '@/lib/server/services/company';

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
            <Button href="#hiring-roles" variant="contained" color="secondary" size="large">
              {t('ctaRoles')}
            </Button>
            <Button href={mailto(t('openSubject'))} variant="outlined" color="inherit" size="large" startIcon={<MailOutlineRounded />}>
              {t('ctaApply')}
            </Button>
          </>
        }
      />
      <PageContainer>
        <Section id="hiring-culture" title={t('cultureTitle')} subtitle={t('cultureSubtitle')}>
          <ValueProps
            items={[
              { key: 'remote', icon: <HomeWorkOutlined />, title: t('culture.remote.title'), body: t('culture.remote.body') },
              { key: 'learning', icon: <SchoolOutlined />, title: t('culture.learning.title'), body: t('culture.learning.body') },
              { key: 'impact', icon: <InsightsOutlined />, title: t('culture.impact.title'), body: t('culture.impact.body') },
              { key: 'diversity', icon: <Diversity1Outlined />, title: t('culture.diversity.title'), body: t('culture.diversity.body') },
            ]}
          />
        </Section>
        <Section id="hiring-benefits" title={t('benefitsTitle')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {BENEFITS.map((benefit) => (
              <Box component="li" key={benefit} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
                <CheckCircleOutlineRounded aria-hidden sx={{ color: 'primary.main', mt: '2px' }} />
                <Typography>{t(`benefits.${benefit}`)}</Typography>
              </Box>
            ))}
          </Box>
        </Section>
        <Section id="hiring-roles" title={t('rolesTitle')} subtitle={t('rolesSubtitle')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {ROLES.map((role) => {
              const title = t(`roles.${role}.title`);
              return (
                <Paper component="li" key={role} variant="outlined" sx={{ p: 3, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                    {title}
                  </Typography>
                  <Box component="dl" aria-label={t('roleDetails')} sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {(['team', 'location', 'type'] as const).map((field) => (
                      <Box key={field} sx={{ display: 'contents' }}>
                        <Typography component="dt" sx={visuallyHidden}>
                          {t(field === 'team' ? 'roleTeam' : field === 'location' ? 'roleLocation' : 'roleType')}
                        </Typography>
                        <Box component="dd" sx={{ m: 0 }}>
                          <Chip size="small" variant="outlined" label={t(`roles.${role}.${field}`)} />
                        </Box>
                      </Box>
                    ))}
                  </Box>
                  <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
                    {t(`roles.${role}.body`, { product: PRODUCT_NAME })}
                  </Typography>
                  <Box>
                    <Button
                      href={mailto(t('applySubject', { role: title }))}
                      variant="contained"
                      startIcon={<MailOutlineRounded />}
                      aria-label={t('applyLabel', { role: title })}
                    >
                      {t('apply')}
                    </Button>
                  </Box>
                </Paper>
              );
            })}
          </Box>
        </Section>
        <Section id="hiring-process" title={t('processTitle')} subtitle={t('processSubtitle')}>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
            {PROCESS.map((step, index) => (
              <Paper component="li" key={step} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
                <Typography aria-hidden sx={{ fontWeight: 800, fontSize: '2rem', color: 'secondary.main', lineHeight: 1 }}>
                  {index + 1}
                </Typography>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
                  {t(`process.${step}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {t(`process.${step}.body`)}
                </Typography>
              </Paper>
            ))}
          </Box>
        </Section>
        <Section id="hiring-open" title={t('openTitle')}>
          <Typography sx={{ maxWidth: 760 }}>
            {t.rich('openBody', {
              product: PRODUCT_NAME,
              address: HIRING_EMAIL,
              email: (chunks) => (
                <MuiLink href={`mailto:${HIRING_EMAIL}`} sx={{ fontWeight: 700 }}>
                  {chunks}
                </MuiLink>
              ),
            })}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <Button href={mailto(t('openSubject'))} variant="outlined" size="large" startIcon={<MailOutlineRounded />}>
              {t('openCta')}
            </Button>
          </Box>
        </Section>
      </PageContainer>
    </>
  );
}
