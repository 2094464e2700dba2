import Image from 'next/image';
import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';
import { PRODUCT_NAME } from '@/lib/config/product';
import { BREAKPOINTS } from '@/lib/theme/breakpoints';
import { Link } from '@/lib/i18n/navigation';

/** Brand mark drawn in public/brand/logo-mark.svg (also the favicon). */
export const LOGO_MARK_SRC = '/brand/logo-mark.svg';

/**
 * Text logo linking home (spec §2 "A logo linking home", default type): the mark plus the
 * product name. The name is hidden on narrow phones (< 480 px); the link keeps its accessible
 * name through aria-label.
 */
export function BrandLogo() {
  const t = useTranslations('menu');
  return (
    <Box
      sx={{
        display: 'flex',
        flexShrink: 0,
        '& a': {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          color: 'text.primary',
          textDecoration: 'none',
          borderRadius: 1,
          py: 0.5,
        },
        '& img': { display: 'block' },
      }}
    >
      <Link href="/" aria-label={t('homeLink', { product: PRODUCT_NAME })}>
        <Image src={LOGO_MARK_SRC} alt="" width={32} height={32} unoptimized />
        <Box
          component="span"
          aria-hidden
          sx={{
            fontSize: '1.25rem',
            fontWeight: 800,
            letterSpacing: '-0.01em',
            display: 'inline',
            [`@media (max-width: ${BREAKPOINTS.xs - 0.05}px)`]: { display: 'none' },
          }}
        >
          {PRODUCT_NAME}
        </Box>
      </Link>
    </Box>
  );
}
