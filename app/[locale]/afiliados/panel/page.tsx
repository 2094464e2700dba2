import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { NoAccess, SignInPrompt } from '@/components/auth/AccessNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { siteOrigin } from '@/lib/domain/seo/site-url';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { StatTiles } from '@/components/mentors/StatTiles';
import { AffiliateActivity } from '@/components/panels/AffiliateActivity';
import { CopyLinkField } from '@/components/panels/CopyLinkField';
import { PanelHeader } from '@/components/panels/PanelHeader';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { AFFILIATE_MAX_REWARD_PERCENT, affiliateLink, affiliateRewardCents } from '@/lib/domain/panels/affiliate-link';
import { canViewAffiliatePanel } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { getDb } from '@/lib/server/db/client';
import { getAffiliateSummary } from '@/lib/server/services/affiliates';

export const dynamic = 'force-dynamic';

const PATH = '/afiliados/panel/';
/** Example purchases (USD cents) for the reward table. */
const EXAMPLES = [2_500, 10_000, 25_000];
const STEPS = ['share', 'buy', 'earn'] as const;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return privatePageMetadata(locale, 'panels.affiliate', PATH, { product: PRODUCT_NAME });
}

/**
 * Affiliate dashboard (spec §2 /afiliados/panel/): the referral link, its clicks, the purchases
 * made through it with their rewards and the balance, and the reward rule (up to 20%, spec §1/§9).
 */
export default async function AffiliatePanelPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getCurrentViewer();
  if (!viewer) return <SignInPrompt locale={locale} path={PATH} />;
  const t = await getTranslations({ locale, namespace: 'panels.affiliate' });
  if (!canViewAffiliatePanel(roleSubjectFromViewer(viewer))) return <NoAccess locale={locale} reason={t('noAccess')} action={{ href: '/referidos/', label: t('referralsCta') }} />;

  const [format, summary] = await Promise.all([getFormatter({ locale }), getAffiliateSummary(await getDb(), viewer.user.id, new Date())]);
  const money = (cents: number, currency = 'USD') => format.number(cents / 100, { style: 'currency', currency });
  const balance = summary.balances.length > 0 ? summary.balances.map((b) => money(b.amountCents, b.currency)).join(' · ') : money(0);
  const link = affiliateLink(viewer.user.username, siteOrigin());
  const name = viewer.user.firstName || viewer.user.username;
  return (
    <PageContainer>
      <PanelHeader eyebrow={t('eyebrow', { product: PRODUCT_NAME })} title={t('title')} lead={t('lead', { name, percent: AFFILIATE_MAX_REWARD_PERCENT })} />
      <Section id="affiliate-link" title={t('linkTitle')} subtitle={t('linkSubtitle')}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          <CopyLinkField value={link} id="affiliate-link-field" labels={{ field: t('linkLabel'), copy: t('copy'), copied: t('copied'), failed: t('copyFailed') }} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('linkHint', { username: viewer.user.username })}
          </Typography>
        </Paper>
      </Section>
      <Section id="affiliate-numbers" title={t('numbersTitle')} subtitle={t('numbersSubtitle')}>
        <StatTiles
          stats={[
            { key: 'clicks', value: format.number(summary.clicks.total), label: t('stats.clicks') },
            { key: 'clicks30', value: format.number(summary.clicks.last30Days), label: t('stats.clicks30') },
            { key: 'purchases', value: format.number(summary.purchases), label: t('stats.purchases') },
            { key: 'balance', value: balance, label: t('stats.balance') },
          ]}
        />
      </Section>
      <Section id="affiliate-activity" title={t('activityTitle')}>
        <AffiliateActivity summary={summary} locale={locale} />
      </Section>
      <Section id="affiliate-reward" title={t('rewardTitle', { percent: AFFILIATE_MAX_REWARD_PERCENT })} subtitle={t('rewardSubtitle', { percent: AFFILIATE_MAX_REWARD_PERCENT })}>
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3, maxWidth: 560 }}>
          <Table>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: '16px', fontWeight: 700 }}>{t('examplesCaption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('columns.purchase')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('columns.reward', { percent: AFFILIATE_MAX_REWARD_PERCENT })}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {EXAMPLES.map((cents) => (
                <TableRow key={cents}>
                  <TableCell component="th" scope="row">
                    {money(cents)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, color: 'success.main' }}>
                    {money(affiliateRewardCents(cents))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>
      <Section id="affiliate-how" title={t('howTitle')}>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {STEPS.map((step, index) => (
            <Paper component="li" key={step} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
              <Typography aria-hidden sx={{ fontWeight: 800, fontSize: '2rem', color: 'secondary.main', lineHeight: 1 }}>
                {index + 1}
              </Typography>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
                {t(`how.${step}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t(`how.${step}.body`, { percent: AFFILIATE_MAX_REWARD_PERCENT })}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Section>
    </PageContainer>
  );
}
