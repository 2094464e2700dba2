import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/paths/localized-path';
import { MAX_SEARCH_TERM_LENGTH, MIN_SEARCH_TERM_LENGTH } from '@/lib/catalogue/search-term';

/** A plain GET form to the search landing: works before (and without) JavaScript. */
export function SearchForm({ defaultValue = '', id = 'course-search', autoFocus = false, hideLabel = false }: {
  defaultValue?: string;
  id?: string;
  autoFocus?: boolean;
  /** No floating label (on coloured backgrounds); the input keeps the label as its accessible name. */
  hideLabel?: boolean;
}) {
  const t = useTranslations('catalogue.search');
  const locale = useLocale();
  return (
    <Box
      component="form"
      role="search"
      method="get"
      action={localizedPath('/cursos-online/search/', locale)}
      sx={{ display: 'flex', gap: 1, width: '100%', maxWidth: 640 }}
    >
      <TextField
        id={id}
        name="q"
        type="search"
        label={hideLabel ? undefined : t('label')}
        placeholder={t('placeholder')}
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        size="small"
        fullWidth
        required
        slotProps={{
          htmlInput: {
            minLength: MIN_SEARCH_TERM_LENGTH,
            maxLength: MAX_SEARCH_TERM_LENGTH,
            autoComplete: 'off',
            'aria-label': hideLabel ? t('label') : undefined,
          },
        }}
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchRoundedIcon />} sx={{ flexShrink: 0 }}>
        {t('submit')}
      </Button>
    </Box>
  );
}
