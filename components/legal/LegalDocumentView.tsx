import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/catalogue/links';
import { PageBreadcrumbs } from '@/components/blog/PageBreadcrumbs';
import { TextBlocksView } from '@/components/blog/TextBlocksView';
import { localized } from '@/lib/i18n/localized';
import { headingId, toTextBlocks } from '@/lib/content/text-blocks';
import type { LegalDocumentRecord } from '@/lib/server/services/legal';

export function legalPath(slug: string): string {
  return `/legal/${slug}/`;
}

/** A legal document: title, last update, table of contents, body sections and the other legal texts. */
export async function LegalDocumentView({
  document,
  others,
  locale,
}: {
  document: LegalDocumentRecord;
  others: Array<Pick<LegalDocumentRecord, 'slug' | 'title'>>;
  locale: string;
}) {
  const t = await getTranslations({ locale, namespace: 'legal' });
  const format = await getFormatter({ locale });
  const title = localized(document.title, locale);
  const blocks = toTextBlocks(localized(document.body, locale));
  const headings = blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : []));
  const updated = format.dateTime(new Date(`${document.updatedAt}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const related = others.filter((o) => o.slug !== document.slug);
  return (
    <Container maxWidth="lg" sx={{ pb: 6 }}>
      <PageBreadcrumbs
        crumbs={[
          { label: t('home'), href: '/' },
          { label: title, href: legalPath(document.slug) },
        ]}
        label={t('breadcrumb')}
        locale={locale}
      />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px' }, alignItems: 'start', pt: 3 }}>
        <Box component="article" aria-labelledby="legal-title" sx={{ minWidth: 0, maxWidth: 820 }}>
          <Box component="header" sx={{ mb: 3 }}>
            <Typography id="legal-title" component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.875rem', sm: '2.5rem' } }}>
              {title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>
              {t('updatedAt')} <time dateTime={document.updatedAt}>{updated}</time>
            </Typography>
          </Box>
          <TextBlocksView blocks={blocks} />
        </Box>
        <Box component="aside" aria-label={t('asideLabel')} sx={{ position: { md: 'sticky' }, top: { md: 96 }, display: 'flex', flexDirection: 'column', gap: 2, order: { xs: -1, md: 0 } }}>
          {headings.length > 1 ? (
            <Paper component="nav" variant="outlined" aria-labelledby="legal-toc-title" sx={{ p: 2.5, borderRadius: 3 }}>
              <Typography id="legal-toc-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {t('toc')}
              </Typography>
              <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, '& li + li': { mt: 0.75 } }}>
                {headings.map((heading, index) => (
                  <li key={index}>
                    <Box component="a" href={`#${headingId(heading, index)}`} sx={{ color: 'text.primary', fontSize: '0.9375rem', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}>
                      {heading}
                    </Box>
                  </li>
                ))}
              </Box>
            </Paper>
          ) : null}
          {related.length > 0 ? (
            <Paper component="nav" variant="outlined" aria-labelledby="legal-others-title" sx={{ p: 2.5, borderRadius: 3, display: { xs: 'none', md: 'block' } }}>
              <Typography id="legal-others-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {t('otherDocuments')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& li + li': { mt: 0.75 } }}>
                {related.map((doc) => (
                  <li key={doc.slug}>
                    <NavLink href={legalPath(doc.slug)} sx={{ fontSize: '0.9375rem' }}>
                      {localized(doc.title, locale)}
                    </NavLink>
                  </li>
                ))}
              </Box>
            </Paper>
          ) : null}
        </Box>
      </Box>
      {related.length > 0 ? (
        <Box component="nav" aria-label={t('otherDocuments')} sx={{ display: { xs: 'block', md: 'none' }, mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {related.map((doc) => (
              <li key={doc.slug}>
                <NavLink href={legalPath(doc.slug)}>{localized(doc.title, locale)}</NavLink>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Container>
  );
}
