'use client';

import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { PendingQuizReviewsDocument, type PendingQuizReviewsQuery } from '@/graphql/generated/client/graphql';
import { Snackbar } from '@/components/ui/Snackbar';
import { clientContext } from '@/lib/client/apollo/context';
import { QuizReviewCard, type QuizReviewItem, type QuizReviewResult } from './QuizReviewCard';

export type QuizReviewPage = PendingQuizReviewsQuery['pendingQuizReviews'];

/**
 * The attempts awaiting the reviewer (issue 15): the first page comes rendered by the server,
 * "Cargar más" asks `pendingQuizReviews` for the next (by the cursor of the last one shown). A
 * reviewed attempt leaves the list at once and a snackbar (spec §9: 3000 ms) says how it ended;
 * the list is this island's state, so nothing is refetched.
 */
export function QuizReviewList({ initial }: { initial: QuizReviewPage }) {
  const t = useTranslations('panels.reviews');
  const client = useApolloClient();
  const [items, setItems] = useState<QuizReviewItem[]>(initial.items);
  const [totalCount, setTotalCount] = useState(initial.totalCount);
  const [next, setNext] = useState({ hasNextPage: initial.hasNextPage, endCursor: initial.endCursor });
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [snackbar, setSnackbar] = useState<{ open: boolean; message: string }>({ open: false, message: '' });
  const countRef = useRef<HTMLParagraphElement>(null);

  const loadMore = async () => {
    setLoading(true);
    setLoadError(false);
    try {
      const { data } = await client.query({ query: PendingQuizReviewsDocument, variables: { first: 10, after: next.endCursor }, fetchPolicy: 'no-cache', context: clientContext('v4') });
      const page = data?.pendingQuizReviews;
      if (!page) throw new Error('no page');
      setItems((shown) => [...shown, ...page.items.filter((i) => !shown.some((s) => s.attemptId === i.attemptId))]);
      setTotalCount(page.totalCount);
      setNext({ hasNextPage: page.hasNextPage, endCursor: page.endCursor });
    } catch {
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  };

  const onReviewed = (item: QuizReviewItem, result: QuizReviewResult) => {
    setItems((shown) => shown.filter((i) => i.attemptId !== item.attemptId));
    setTotalCount((n) => Math.max(0, n - 1));
    setSnackbar({ open: true, message: t(result.passed ? 'reviewedPassed' : 'reviewedFailed', { learner: item.learnerName, score: result.scorePercent }) });
    // The reviewed card (and the button that had focus) is gone: keep keyboard users in the list.
    countRef.current?.focus();
  };

  return (
    <>
      <Typography ref={countRef} tabIndex={-1} role="status" sx={{ color: 'text.secondary', mb: 2, outline: 'none' }}>
        {items.length === 0 && !next.hasNextPage ? t('empty') : t('count', { count: totalCount })}
      </Typography>
      {items.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {items.map((item) => (
            <QuizReviewCard key={item.attemptId} item={item} onReviewed={onReviewed} />
          ))}
        </Box>
      ) : null}
      {next.hasNextPage ? (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => void loadMore()} disabled={loading}>
            {loading ? t('loading') : t('loadMore')}
          </Button>
        </Box>
      ) : null}
      {loadError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('networkError')}
        </Alert>
      ) : null}
      <Snackbar open={snackbar.open} onClose={() => setSnackbar((s) => ({ ...s, open: false }))} message={snackbar.message} state="success" showCloseBtn />
    </>
  );
}
