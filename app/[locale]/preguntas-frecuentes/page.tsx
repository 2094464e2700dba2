import type { Metadata } from 'next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { JsonLd } from '@/components/catalogue/JsonLd';
import { NavLink } from '@/components/catalogue/links';
import { absoluteUrl } from '@/components/catalogue/site-url';
import { FOOTER_PATHS, HELP_CENTER_URL } from '@/lib/footer/footer-links';
import { PRODUCT_NAME } from '@/lib/config/product';
import { pageAlternates } from '@/lib/seo/alternates';

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

/** FAQ (footer 'help' column): questions grouped by topic as an accordion, plus schema.org FAQPage data. */
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
      <Box component="nav" aria-label={t('topicsLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, pt: 2 }}>
        {groups.map((group) => (
          <Box
            component="a"
            key={group.key}
            href={`#faq-${group.key}`}
            sx={{ px: 2, py: 0.75, borderRadius: 99, border: 1, borderColor: 'divider', color: 'text.primary', textDecoration: 'none', fontWeight: 600, fontSize: '0.9375rem', '&:hover, &:focus-visible': { borderColor: 'primary.main', color: 'primary.main' } }}
          >
            {group.title}
          </Box>
        ))}
      </Box>
      {groups.map((group) => (
        <Section key={group.key} id={`faq-${group.key}`} title={group.title}>
          <div>
            {group.questions.map((item) => (
              <Accordion key={item.key} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }} sx={{ '&:not(:first-of-type)': { borderTop: 0 } }}>
                <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />} aria-controls={`faq-${item.key}-content`} id={`faq-${item.key}-header`}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {item.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${item.key}-content`} sx={{ pt: 0 }}>
                  <Typography sx={{ color: 'text.secondary' }}>{item.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </div>
        </Section>
      ))}
      <Section id="faq-more" title={t('moreTitle')} subtitle={t('moreBody')}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box>
            <Button
              href={HELP_CENTER_URL}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              size="large"
              endIcon={<OpenInNewRounded />}
              aria-label={t('moreCtaLabel')}
            >
              {t('moreCta')}
            </Button>
          </Box>
          <Paper component="nav" variant="outlined" aria-labelledby="faq-policies-title" sx={{ p: 2.5, borderRadius: 3 }}>
            <Typography id="faq-policies-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('policiesTitle')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& li + li': { mt: 0.75 } }}>
              {POLICIES.map((policy) => (
                <li key={policy.key}>
                  <NavLink href={policy.href}>{t(`policies.${policy.key}`)}</NavLink>
                </li>
              ))}
            </Box>
          </Paper>
        </Box>
      </Section>
    </PageContainer>
  );
}
