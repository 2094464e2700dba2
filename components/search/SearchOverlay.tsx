'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import NextLink from 'next/link';
import { useQuery } from '@apollo/client/react';
import { createTranslator, useLocale } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { MainMenuSearchDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/apollo/context';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { MAX_SEARCH_TERM_LENGTH, MIN_SEARCH_TERM_LENGTH, parseSearchTerm } from '@/lib/catalogue/search-term';
import { NAV_HEIGHT } from '@/lib/theme/layout-constants';
import { track } from '@/lib/analytics/track';
import { searchClickEvent } from './search-click';
import { SUGGESTION_COUNT, SUGGESTION_DEBOUNCE_MS, searchPageHref } from './search-overlay-rules';

/** The `catalogue.search` and `catalogue.searchOverlay` messages the overlay shows. */
export type SearchOverlayMessages = {
  search: Record<string, string>;
  searchOverlay: Record<string, string>;
};

export type SearchOverlayProps = {
  open: boolean;
  onClose: () => void;
  messages: SearchOverlayMessages;
};

/**
 * The main menu's search overlay (spec §2, md and up): a search box with course suggestions
 * as the visitor types (MainMenuSearch on the `search` client name, debounced), Enter goes to
 * the search page. Escape does not close it (spec: "Escape closes any submenu except
 * search"); the close button and a click outside do. Loaded lazily by SearchMenuButton.
 */
export default function SearchOverlay({ open, onClose, messages }: SearchOverlayProps) {
  const locale = useLocale();
  const t = useMemo(() => createTranslator({ locale, messages, namespace: 'searchOverlay', onError: () => {} }), [locale, messages]);
  const ts = useMemo(() => createTranslator({ locale, messages, namespace: 'search', onError: () => {} }), [locale, messages]);
  const router = useRouter();
  const titleId = useId();
  const statusId = useId();
  const [value, setValue] = useState('');
  const [debounced, setDebounced] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // The search box takes the focus on open (not the dialog's paper), so typing starts at once.
  const focusInput = () => inputRef.current?.focus();

  useEffect(() => {
    if (!open) return;
    // The dialog's content mounts in a portal a frame later: try for a few frames.
    let frames = 0;
    let handle = 0;
    const tryFocus = () => {
      focusInput();
      if (document.activeElement !== inputRef.current && ++frames < 10) handle = requestAnimationFrame(tryFocus);
    };
    handle = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(handle);
  }, [open]);

  useEffect(() => {
    const handle = window.setTimeout(() => setDebounced(value), SUGGESTION_DEBOUNCE_MS);
    return () => window.clearTimeout(handle);
  }, [value]);

  const term = parseSearchTerm(debounced);
  const { data, previousData, loading, error } = useQuery(MainMenuSearchDocument, {
    variables: { q: term.evaluatedValue, first: SUGGESTION_COUNT },
    skip: !open || !term.isValid,
    context: clientContext('search'),
    fetchPolicy: 'cache-first',
  });
  const result = term.isValid ? (data ?? previousData)?.searchCourses : undefined;
  const typed = parseSearchTerm(value);
  const pending = typed.isValid && (loading || typed.evaluatedValue !== term.evaluatedValue);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.push(searchPageHref(value));
    onClose();
  };

  let status: string;
  if (!typed.isValid) status = t('hint', { min: MIN_SEARCH_TERM_LENGTH });
  else if (error && !result) status = t('error');
  else if (pending && !result) status = t('loading');
  else if (result && result.totalCount === 0) status = t('noResults', { term: result.term.evaluatedValue });
  else status = '';

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'escapeKeyDown') onClose();
      }}
      fullWidth
      maxWidth="md"
      disableAutoFocus
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: { sx: { mt: { xs: `${NAV_HEIGHT.xs + 8}px`, sm: `${NAV_HEIGHT.sm + 8}px` }, borderRadius: 3 } },
        transition: { onEntered: focusInput },
      }}
    >
      <Typography id={titleId} component="h2" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('dialogLabel')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 0 }}>
          <TextField
            name="q"
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={ts('placeholder')}
            inputRef={inputRef}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: {
                'aria-label': ts('label'),
                'aria-describedby': statusId,
                maxLength: MAX_SEARCH_TERM_LENGTH,
                autoComplete: 'off',
                enterKeyHint: 'search',
              },
            }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchRoundedIcon />} sx={{ flexShrink: 0 }}>
            {ts('submit')}
          </Button>
        </Box>
        <IconButton onClick={onClose} aria-label={t('close')} edge="end">
          <CloseRoundedIcon />
        </IconButton>
      </Box>
      <Box sx={{ height: 4 }}>{pending ? <LinearProgress aria-hidden /> : null}</Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <Typography id={statusId} role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
          {status}
        </Typography>
        {result?.suggestion ? (
          <Button size="small" onClick={() => setValue(result.suggestion ?? '')} sx={{ mt: 0.5, textTransform: 'none' }}>
            {t('didYouMean', { suggestion: result.suggestion })}
          </Button>
        ) : null}
        {result && result.edges.length > 0 ? (
          <>
            <Typography component="h3" variant="overline" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
              {t('coursesTitle')}
            </Typography>
            <List dense disablePadding>
              {result.edges.map(({ node }, index) => (
                <li key={node.id}>
                  <ListItemButton
                    component={NextLink}
                    href={node.url}
                    onClick={() => {
                      const e = searchClickEvent({ term: result.term.evaluatedValue, href: node.url, position: index + 1, source: 'search-overlay', itemId: node.id });
                      if (e) track(e);
                      onClose();
                    }}
                    sx={{ borderRadius: 2 }}
                  >
                    <ListItemText primary={node.title} secondary={node.categoryObj.name} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                  </ListItemButton>
                </li>
              ))}
            </List>
            <Button component={Link} href={searchPageHref(result.term.evaluatedValue)} onClick={onClose} sx={{ mt: 1 }}>
              {t('seeAll', { count: result.totalCount, term: result.term.evaluatedValue })}
            </Button>
          </>
        ) : null}
      </Box>
    </Dialog>
  );
}
