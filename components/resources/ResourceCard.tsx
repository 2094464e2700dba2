import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useLocale, useTranslations } from 'next-intl';
import { localized } from '@/lib/i18n/localized';
import { visuallyHidden } from '@/lib/theme/a11y';
import { LazyImage } from '@/components/ui/LazyImage';
import { trackClickProps } from '@/lib/analytics/click';
import type { ResourceRecord } from '@/lib/server/services/resources';

/** Resource kinds whose action is a file download: they report a `download` event, the others a `click` (spec §7). */
const DOWNLOAD_KINDS = new Set<string>(['EBOOK', 'TEMPLATE']);


/** One resource or tool: cover, category, title, description and its action (open, download, watch, read). */
export function ResourceCard({ resource, headingLevel = 'h3', priority = false }: { resource: ResourceRecord; headingLevel?: 'h3' | 'h4'; priority?: boolean }) {
  const t = useTranslations('tools');
  const locale = useLocale();
  const title = localized(resource.title, locale);
  const external = /^https?:\/\//i.test(resource.url);
  const titleId = `resource-${resource.id}-title`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <LazyImage src={resource.coverImage} alt="" width={400} height={225} priority={priority} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1 }}>
        <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}>
          {t(`kind.${resource.kind}`)}
          {resource.category ? ` · ${localized(resource.category.name, locale)}` : ''}
        </Typography>
        <Typography id={titleId} component={headingLevel} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, fontSize: '1.0625rem' }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {localized(resource.description, locale)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          component="a"
          href={resource.url}
          variant="outlined"
          size="small"
          endIcon={external ? <OpenInNew aria-hidden /> : undefined}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          {...trackClickProps('resource', { event: DOWNLOAD_KINDS.has(resource.kind) ? 'download' : 'click', detail: resource.kind, itemId: resource.id, itemType: 'resource' })}
        >
          {t(`action.${resource.kind}`)}
          <Box component="span" sx={visuallyHidden}>
            {`: ${title}`}
            {external ? ` (${t('opensInNewTab')})` : ''}
          </Box>
        </Button>
      </CardActions>
    </Card>
  );
}
