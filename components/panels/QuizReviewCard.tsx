'use client';

import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { feedbackFromError } from '@/lib/client/graphql-request/call-feedback';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import { ReviewQuizAttemptDocument, type PendingQuizReviewsQuery, type ReviewQuizAttemptMutation } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';
import { MAX_REVIEW_COMMENT_LENGTH } from '@/lib/domain/learning/classroom/quiz-review';
import styles from './QuizReviewComment.module.css';
import textArea from '@/components/ui/TextArea.module.css';

export type QuizReviewItem = PendingQuizReviewsQuery['pendingQuizReviews']['items'][number];
export type QuizReviewResult = ReviewQuizAttemptMutation['reviewQuizAttempt'];

type Verdict = 'accept' | 'reject' | '';
type Values = { verdicts: { verdict: Verdict }[]; comment: string };

/**
 * One attempt awaiting review: each written answer under its question, with accept / reject, and
 * an optional comment for the learner (stored with the review, shown with their attempt), and one
 * submit for the attempt (the server takes all its verdicts at once, or none). The server decides
 * the score and the outcome; this only reports them upwards.
 */
export function QuizReviewCard({ item, onReviewed }: { item: QuizReviewItem; onReviewed: (item: QuizReviewItem, result: QuizReviewResult) => void }) {
  const t = useTranslations('panels.reviews');
  const format = useFormatter();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [review] = useMutation(ReviewQuizAttemptDocument, { context: clientContext('v4') });
  const { control, handleSubmit, formState } = useForm<Values>({ defaultValues: { verdicts: item.questions.map(() => ({ verdict: '' })), comment: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const grades = item.questions.map((q, i) => ({ questionId: q.questionId, accepted: values.verdicts[i].verdict === 'accept' }));
    try {
      const comment = values.comment.trim();
      const { data } = await review({ variables: { attemptId: item.attemptId, grades, comment: comment === '' ? null : comment } });
      if (data?.reviewQuizAttempt.success) onReviewed(item, data.reviewQuizAttempt);
      else setError(t('networkError'));
    } catch (e) {
      // The server's refusals are already translated (errors.panels.*); anything else is the network.
      setError(feedbackFromError(e, { network: t('networkError') }).message);
    }
  });

  const headingId = `${id}-learner`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} data-attempt={item.attemptId} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography component="h3" id={headingId} variant="h6" sx={{ fontWeight: 700 }}>
        {item.learnerName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('lecture', { course: item.courseTitle, number: item.lectureNumber, lecture: item.lectureTitle })}
        {' · '}
        {t('submitted', { date: format.dateTime(new Date(item.submittedAt), { dateStyle: 'medium' }) })}
      </Typography>
      <Box component="form" noValidate aria-label={t('formLabel', { learner: item.learnerName })} onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5, mt: 2 }}>
        {item.questions.map((q, i) => (
          <Controller
            key={q.questionId}
            name={`verdicts.${i}.verdict`}
            control={control}
            rules={{ validate: (v) => v !== '' || t('verdictRequired') }}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ display: 'grid', gap: 1 }}>
                <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 700 }}>
                  {t('question')}: {q.prompt}
                </FormLabel>
                <Box component="figure" sx={{ m: 0, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
                  <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                    {t('answer', { learner: item.learnerName })}
                  </Typography>
                  <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {q.answer}
                  </Typography>
                </Box>
                <RadioGroup {...field} row aria-label={t('verdictLabel')}>
                  <FormControlLabel value="accept" control={<Radio />} label={t('accept')} />
                  <FormControlLabel value="reject" control={<Radio />} label={t('reject')} />
                </RadioGroup>
                {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
              </FormControl>
            )}
          />
        ))}
        <Controller
          name="comment"
          control={control}
          rules={{ maxLength: { value: MAX_REVIEW_COMMENT_LENGTH, message: t('commentTooLong', { max: MAX_REVIEW_COMMENT_LENGTH }) } }}
          render={({ field, fieldState }) => (
            <div className={styles.field}>
              <label htmlFor={`${id}-comment`} className={styles.label}>
                {t('comment')}
              </label>
              <textarea
                {...field}
                id={`${id}-comment`}
                className={`${textArea.textarea} ${styles.comment}`}
                rows={3}
                maxLength={MAX_REVIEW_COMMENT_LENGTH}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={`${id}-comment-help`}
                data-field="review-comment"
              />
              <p id={`${id}-comment-help`} className={fieldState.error ? styles.error : styles.help}>
                {fieldState.error?.message ?? t('commentHelp', { max: MAX_REVIEW_COMMENT_LENGTH })}
              </p>
            </div>
          )}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('sending') : t('submit')}
          </Button>
        </Box>
        <div role="alert">{error ? <Alert severity="error">{error}</Alert> : null}</div>
      </Box>
    </Paper>
  );
}
