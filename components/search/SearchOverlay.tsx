'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import NextLink from 'next/link';
import { useRouter as useNextRouter } from 'next/navigation';
import { createTranslator, useLocale } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import type { MainMenuSearchQuery } from '@/graphql/generated/search/graphql';
import { Link } from '@/components/ui/LocalizedLink';
import { useRouter } from '@/lib/client/i18n/localized-router';
import { MAX_SEARCH_TERM_LENGTH, MIN_SEARCH_TERM_LENGTH, parseSearchTerm } from '@/lib/domain/catalogue/search-term';
import { NAV_HEIGHT } from '@/lib/domain/theme/layout-constants';
import { track } from '@/lib/client/analytics/track';
import { openPhoneDialog } from '@/lib/client/stores/site-chrome-store';
import { searchClickEvent } from './search-click';
import { SUGGESTION_DEBOUNCE_MS, nextActiveIndex, overlayOptions, searchPageHref, type OverlayOption } from './search-overlay-rules';
import { searchSuggestionsQuery, suggestionsKey } from './search-suggestions-query';

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

const GROUPS = [
  { kind: 'course', title: 'coursesTitle' },
  { kind: 'category', title: 'categoriesTitle' },
  { kind: 'professor', title: 'professorsTitle' },
] as const;

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * The main menu's search overlay (spec §2, md and up; issue 16 item 3): a search box with
 * suggestions as the visitor types — courses (the first results of the search page's own
 * search), categories and professors — after two characters, debounced, sent as one plain
 * request (MainMenuSearch on the `search` client name, lib/client/graphql-request: no Apollo).
 * Combobox keyboard: the arrows move through the suggestions, Enter opens the highlighted one
 * or, with none, the search page. Escape clears the highlight and never closes the overlay
 * (spec: "Escape closes any submenu except search"); the close button and a click outside do.
 * Loaded lazily by SearchMenuButton.
 */
export default function SearchOverlay({ open, onClose, messages }: SearchOverlayProps) {
  const locale = useLocale();
  const t = useMemo(() => createTranslator({ locale, messages, namespace: 'searchOverlay', onError: () => {} }), [locale, messages]);
  const ts = useMemo(() => createTranslator({ locale, messages, namespace: 'search', onError: () => {} }), [locale, messages]);
  const router = useRouter();
  // Suggestion URLs are already in the page's language (Course.url, localizedPath): not re-prefixed.
  const nextRouter = useNextRouter();
  const titleId = useId();
  const statusId = useId();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const [value, setValue] = useState('');
  const [debounced, setDebounced] = useState('');
  const [active, setActive] = useState(-1);
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
  const key = open && term.isValid ? suggestionsKey(locale, term.evaluatedValue) : null;
  const { data, loading, error } = searchSuggestionsQuery.use(key);
  // The last answer stays on screen while the next term loads (no flicker between keystrokes).
  const [shown, setShown] = useState<MainMenuSearchQuery | null>(null);
  if (data && data !== shown) setShown(data);
  const answer = term.isValid ? (data ?? shown) : null;
  const result = answer?.searchCourses ?? null;
  const typed = parseSearchTerm(value);
  const pending = typed.isValid && (loading || typed.evaluatedValue !== term.evaluatedValue);

  const options: OverlayOption[] = useMemo(
    () =>
      answer
        ? overlayOptions(
            {
              courses: answer.searchCourses.edges.map(({ node }) => ({ id: node.id, title: node.title, url: node.url, category: node.categoryObj?.name ?? null })),
              categories: answer.searchSuggestions.categories,
              professors: answer.searchSuggestions.professors,
            },
            (count) => t('professorCourses', { count }),
          )
        : [],
    [answer, t],
  );
  // A new list starts with nothing highlighted.
  const [listFor, setListFor] = useState(options);
  if (listFor !== options) {
    setListFor(options);
    setActive(-1);
  }

  const choose = (option: OverlayOption, index: number) => {
    if (option.kind === 'course' && result) {
      const e = searchClickEvent({ term: result.term.evaluatedValue, href: option.href, position: index + 1, source: 'search-overlay', itemId: option.key.slice('course:'.length) });
      if (e) track(e);
    }
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const option = active >= 0 ? options[active] : undefined;
    if (option) {
      choose(option, active);
      nextRouter.push(option.href);
      return;
    }
    router.push(searchPageHref(value));
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = nextActiveIndex(active, options.length, event.key);
    if (next === null) return;
    // Escape is handled here (the dialog ignores it: spec §2) and must not clear the box.
    event.preventDefault();
    setActive(next);
    if (next >= 0) document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  let status: string;
  if (!typed.isValid) status = t('hint', { min: MIN_SEARCH_TERM_LENGTH });
  else if (error && !result) status = t('error');
  else if (pending && !result) status = t('loading');
  else if (result && result.totalCount === 0 && options.length === 0) status = t('noResults', { term: result.term.evaluatedValue });
  else if (result?.matchType === 'PARTIAL') status = t('partial');
  else status = '';

  const expanded = options.length > 0;

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
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
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
                role: 'combobox',
                'aria-label': ts('label'),
                'aria-describedby': statusId,
                'aria-autocomplete': 'list',
                'aria-expanded': expanded,
                // The list exists only while it has suggestions (an empty listbox is invalid ARIA).
                'aria-controls': expanded ? listboxId : undefined,
                'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
                onKeyDown,
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
        {expanded ? (
          <Box id={listboxId} role="listbox" aria-label={result ? t('suggestionsLabel', { term: result.term.evaluatedValue }) : ts('label')}>
            {GROUPS.map((group) => {
              const items = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === group.kind);
              if (items.length === 0) return null;
              const headingId = `${listboxId}-${group.kind}`;
              return (
                <Box key={group.kind} role="group" aria-labelledby={headingId} sx={{ mt: 1 }}>
                  <Typography id={headingId} role="presentation" variant="overline" sx={{ color: 'text.secondary', display: 'block' }}>
                    {t(group.title)}
                  </Typography>
                  {items.map(({ option, index }) => (
                    <Box
                      key={option.key}
                      component={NextLink}
                      id={optionId(index)}
                      href={option.href}
                      role="option"
                      aria-selected={index === active}
                      tabIndex={-1}
                      onClick={() => choose(option, index)}
                      onMouseEnter={() => setActive(index)}
                      sx={{
                        display: 'block',
                        px: 2,
                        py: 0.75,
                        borderRadius: 2,
                        color: 'text.primary',
                        textDecoration: 'none',
                        bgcolor: index === active ? 'action.selected' : 'transparent',
                      }}
                    >
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {option.label}
                      </Typography>
                      {option.detail ? (
                        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                          {option.detail}
                        </Typography>
                      ) : null}
                    </Box>
                  ))}
                </Box>
              );
            })}
          </Box>
        ) : null}
        {result && result.totalCount > 0 ? (
          <Button component={Link} href={searchPageHref(result.term.evaluatedValue)} onClick={onClose} sx={{ mt: 1 }}>
            {t('seeAll', { count: result.totalCount, term: result.term.evaluatedValue })}
          </Button>
        ) : null}
        {result && (result.totalCount === 0 || result.matchType === 'PARTIAL') ? (
          // Spec §2 "A phone dialog opened from search": when the search did not find it all, we call.
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              onClose();
              openPhoneDialog('search');
            }}
            sx={{ mt: 1.5, textTransform: 'none' }}
          >
            {t('phoneHelp')}
          </Button>
        ) : null}
      </Box>
    </Dialog>
  );
}
