import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { PRODUCT_NAME, SUPPORT_PHONE } from '@/lib/config/product';
import {
  APP_STORE_LINKS,
  DEFAULT_FOOTER_COUNTRY,
  SOCIAL_LINKS,
  footerColumns,
  isExternalHref,
  type SocialNetwork,
} from '@/lib/footer/footer-links';
import { Link } from '@/lib/i18n/navigation';
import { defaultLocale } from '@/lib/i18n/routing';
import { visuallyHidden } from '@/lib/theme/a11y';
import { FooterColumnSection } from './FooterColumnSection';
import { LocaleCountrySelectorLazy } from './LocaleCountrySelectorLazy';

export interface FooterProps {
  /** Country of the page (lower-case ISO code, from the page's initial data); decides links. */
  country?: string;
  /** Layout option of spec §2: hide the hiring link. */
  hideHiring?: boolean;
}

const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: <FacebookIcon />,
  twitter: <XIcon />,
  instagram: <InstagramIcon />,
  linkedin: <LinkedInIcon />,
  youtube: <YouTubeIcon />,
};

/**
 * The footer of every page (spec §2): three link columns, the app-download block, social
 * links, copyright, the Spanish support phone and the lazy language/country selector.
 * A server component; only the column toggles and the selector run on the client.
 */
export function Footer({ country = DEFAULT_FOOTER_COUNTRY, hideHiring = false }: FooterProps) {
  const t = useTranslations('footer');
  const tc = useTranslations('common');
  const locale = useLocale();
  const columns = footerColumns(country, { hideHiring });
  const year = new Date().getFullYear();
  const newTab = tc('opensInNewTab');

  return (
    <Box
      component="footer"
      aria-label={t('label')}
      sx={{
        mt: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderTop: 1,
        borderColor: 'divider',
        '& a.footer-link': {
          color: 'text.secondary',
          textDecoration: 'none',
          fontSize: '0.9rem',
          lineHeight: 1.5,
          '&:hover': { color: 'text.primary', textDecoration: 'underline' },
        },
      }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(240px, 1.2fr)' },
            columnGap: 4,
            rowGap: { xs: 3, sm: 4 },
          }}
        >
          <Box
            component="nav"
            aria-label={t('linksNavigation')}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, columnGap: 4 }}
          >
            {columns.map((column) => (
              <FooterColumnSection key={column.key} title={t(`columns.${column.key}`)}>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {column.links.map((item) => (
                    <li key={item.key}>
                      <FooterLink href={item.href} newTabLabel={newTab}>
                        {t(`links.${item.key}`)}
                      </FooterLink>
                    </li>
                  ))}
                </Box>
              </FooterColumnSection>
            ))}
          </Box>

          <Stack spacing={3}>
            <Box>
              <Typography component="h2" sx={{ fontSize: '0.95rem', fontWeight: 700, mb: 1.5 }}>
                {t('apps.title')}
              </Typography>
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <StoreBadge
                  href={APP_STORE_LINKS.android}
                  label={`${t('apps.android.label', { product: PRODUCT_NAME })} ${newTab}`}
                  icon={<AndroidIcon />}
                  caption={t('apps.android.caption')}
                  store={t('apps.android.store')}
                />
                <StoreBadge
                  href={APP_STORE_LINKS.ios}
                  label={`${t('apps.ios.label', { product: PRODUCT_NAME })} ${newTab}`}
                  icon={<AppleIcon />}
                  caption={t('apps.ios.caption')}
                  store={t('apps.ios.store')}
                />
              </Stack>
            </Box>
            <Box>
              <Typography component="h2" sx={{ fontSize: '0.95rem', fontWeight: 700, mb: 1 }}>
                {t('social.title')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5, ml: -1 }}>
                {SOCIAL_LINKS.map(({ network, href }) => (
                  <li key={network}>
                    <Box
                      component="a"
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`social.${network}`, { product: PRODUCT_NAME })} ${newTab}`}
                      sx={{
                        display: 'inline-flex',
                        p: 1,
                        borderRadius: '50%',
                        color: 'text.secondary',
                        '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
                      }}
                    >
                      {SOCIAL_ICONS[network]}
                    </Box>
                  </li>
                ))}
              </Box>
            </Box>
          </Stack>
        </Box>

        <Divider sx={{ my: { xs: 3, sm: 4 } }} />

        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('copyright', { year, product: PRODUCT_NAME })}
            </Typography>
            {locale === defaultLocale ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('supportPhone', { phone: SUPPORT_PHONE })}
              </Typography>
            ) : null}
          </Box>
          <LocaleCountrySelectorLazy defaultCountry={country} />
        </Stack>
      </Box>
    </Box>
  );
}

/** Site links use the locale-aware Link; links starting with http open in a new tab. */
function FooterLink({ href, newTabLabel, children }: { href: string; newTabLabel: string; children: string }) {
  if (isExternalHref(href)) {
    return (
      <a className="footer-link" href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <Box component="span" sx={visuallyHidden}>
          {` ${newTabLabel}`}
        </Box>
      </a>
    );
  }
  return (
    <Link className="footer-link" href={href}>
      {children}
    </Link>
  );
}

/** An app-store badge drawn with an icon and text (no external image). */
function StoreBadge({ href, label, icon, caption, store }: { href: string; label: string; icon: ReactNode; caption: string; store: string }) {
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // The name starts with the badge's visible words (WCAG 2.5.3 Label in Name, axe label-content-name-mismatch).
      aria-label={`${caption} ${store}: ${label}`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 150,
        px: 1.5,
        py: 0.75,
        borderRadius: 1.5,
        bgcolor: '#000',
        color: '#fff',
        border: 1,
        borderColor: 'divider',
        textDecoration: 'none',
        '& svg': { fontSize: 28 },
        '&:hover': { bgcolor: '#1f1f1f' },
      }}
    >
      {icon}
      <Box component="span" aria-hidden sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <Box component="span" sx={{ fontSize: '0.65rem', textTransform: 'uppercase', letterSpacing: '0.04em' }}>
          {caption}
        </Box>{' '}
        <Box component="span" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {store}
        </Box>
      </Box>
    </Box>
  );
}

export default Footer;
