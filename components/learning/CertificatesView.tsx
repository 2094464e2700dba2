import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { getFormatter, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton, NavLink } from '@/components/catalogue/links';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { localized } from '@/lib/domain/i18n/localized';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { listLearnerCertificates, type CertificateDetail } from '@/lib/server/services/learning/certificates';
import { LearnerShell } from './LearnerShell';
import { PrintButton } from './PrintButton';
import type { LearnerContext } from '@/lib/server/loaders/learner-page';

/** /learn/certificates/ and /panel/mis-diplomas/: one certificate per completed course, each opening its printable page. */
export async function CertificatesView(ctx: LearnerContext) {
  const { locale, db, userId, paths } = ctx;
  const [t, format, list] = await Promise.all([getTranslations({ locale, namespace: 'learning' }), getFormatter({ locale }), listLearnerCertificates(db, userId)]);
  return (
    <LearnerShell locale={locale} concept="certificates" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('pages.certificates.title')} lead={t('pages.certificates.lead')}>
      <Box sx={{ py: 3 }}>
        {list.length > 0 ? (
          <Box component="ul" aria-label={t('certificates.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {list.map((c) => {
              const title = localized(c.course.title, locale);
              return (
                <Paper component="li" key={c.code} variant="outlined" data-testid="certificate" sx={{ p: 2.5, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Box aria-hidden sx={{ color: 'secondary.main', '& svg': { fontSize: 40 } }}>
                    <WorkspacePremiumOutlined />
                  </Box>
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                      <NavLink href={coursePath(c.course.category.slug, c.course.slug)}>{title}</NavLink>
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('certificates.issuedOn', { date: format.dateTime(c.issuedAt, { dateStyle: 'long' }) })}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace', mb: 1.5 }}>
                      {t('certificates.code', { code: c.code })}
                    </Typography>
                    <LinkButton href={`${paths.certificates}${c.code}/`} size="small" aria-label={`${t('certificates.view')}: ${title}`}>
                      {t('certificates.view')}
                    </LinkButton>
                  </Box>
                </Paper>
              );
            })}
          </Box>
        ) : (
          <EmptyState icon={<WorkspacePremiumOutlined />} title={t('certificates.emptyTitle')} description={t('certificates.emptyBody')}>
            <LinkButton href={paths.myCourses}>{t('certificates.coursesCta')}</LinkButton>
          </EmptyState>
        )}
      </Box>
    </LearnerShell>
  );
}

/** Printing keeps the certificate alone on one landscape page: the menu, footer, page header and buttons disappear. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4 landscape', margin: '10mm' },
        'header, footer, nav, [data-learn-no-print]': { display: 'none !important' },
        'body *': { visibility: 'hidden' },
        '#learn-certificate, #learn-certificate *': { visibility: 'visible' },
        '#learn-certificate': { position: 'absolute', left: 0, top: 0, width: '100%', maxWidth: 'none', margin: 0, boxShadow: 'none', printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
      },
    }}
  />
);

/** The printable certificate (…/certificates/{code}/): "Download / Print" opens the print dialog, where it saves as PDF. */
export async function CertificateDocument({ ctx, certificate }: { ctx: LearnerContext; certificate: CertificateDetail }) {
  const { locale, paths } = ctx;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'learning' }), getFormatter({ locale })]);
  const course = localized(certificate.course.title, locale);
  const hours = Math.max(1, Math.round(certificate.course.durationSeconds / 3600));
  return (
    <LearnerShell locale={locale} concept="certificates" paths={paths} org={ctx.org} canSaveCourses={ctx.canSaveCourses} title={t('certificate.label', { course })}>
      {printStyles}
      <Box data-learn-no-print sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
        <PrintButton label={t('certificate.print')} />
        <LinkButton href={paths.certificates} variant="text">
          {t('certificate.back')}
        </LinkButton>
        <Typography variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
          {t('certificate.printHint')}
        </Typography>
      </Box>
      <Paper
        id="learn-certificate"
        component="article"
        aria-label={t('certificate.label', { course })}
        variant="outlined"
        sx={{
          position: 'relative',
          aspectRatio: '297 / 210',
          maxWidth: 960,
          mx: 'auto',
          mb: 4,
          p: { xs: 3, sm: 6 },
          border: '10px double',
          borderColor: 'primary.main',
          borderRadius: 2,
          bgcolor: '#FFFFFF',
          color: '#1A1A2E',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          gap: { xs: 0.5, sm: 1.5 },
        }}
      >
        <Typography sx={{ fontWeight: 800, letterSpacing: 3, textTransform: 'uppercase', color: 'primary.main', fontSize: { xs: '0.875rem', sm: '1rem' } }}>{PRODUCT_NAME}</Typography>
        <Typography component="h2" sx={{ fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2.5rem' } }}>
          {t('certificate.heading')}
        </Typography>
        <Typography sx={{ fontSize: { xs: '0.875rem', sm: '1.125rem' } }}>{t('certificate.certifies', { product: PRODUCT_NAME })}</Typography>
        <Typography data-testid="certificate-learner" sx={{ fontFamily: 'Georgia, "Times New Roman", serif', fontStyle: 'italic', fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2.25rem' }, borderBottom: '2px solid', borderColor: 'secondary.main', px: 3 }}>
          {certificate.learnerName}
        </Typography>
        <Typography sx={{ fontSize: { xs: '0.875rem', sm: '1.125rem' } }}>{t('certificate.completed')}</Typography>
        <Typography data-testid="certificate-course" sx={{ fontWeight: 800, fontSize: { xs: '1.125rem', sm: '1.625rem' }, maxWidth: 720 }}>
          {course}
        </Typography>
        <Typography sx={{ color: '#4A4A68' }}>{t('certificate.taughtBy', { name: certificate.course.professor.fullName })}</Typography>
        <Typography variant="body2" sx={{ color: '#4A4A68' }}>
          {t('certificate.contents', { hours, lectures: certificate.lectureCount })}
        </Typography>
        <Box sx={{ display: 'flex', gap: { xs: 2, sm: 6 }, mt: { xs: 1, sm: 3 }, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Typography variant="body2">{t('certificate.issuedOn', { date: format.dateTime(certificate.issuedAt, { dateStyle: 'long' }) })}</Typography>
          <Typography variant="body2">
            {t('certificate.codeLabel')}: <Box component="span" data-testid="certificate-code" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{certificate.code}</Box>
          </Typography>
        </Box>
      </Paper>
    </LearnerShell>
  );
}
