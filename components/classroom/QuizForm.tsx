'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { formatClock } from '@/lib/domain/learning/classroom/playback';
import type { PublicStartDecision } from '@/lib/domain/learning/classroom/quiz-attempts';
import type { PublicQuizResult, QuestionReview } from '@/lib/domain/learning/classroom/quiz-reveal';
import { MAX_DEVELOPMENT_ANSWER_LENGTH, type PublicQuizQuestion, type QuizAnswer, type QuizSettings } from '@/lib/domain/learning/classroom/quiz-settings';
import type { QuizAttemptView, QuizFinishedView, QuizViewData } from '@/lib/domain/learning/classroom/quiz-view';
import type { ClassroomActionResult } from './action-result';
import { ChoiceOptions } from './ChoiceOptions';
import styles from './ClassroomForm.module.css';
import textArea from '@/components/ui/TextArea.module.css';

export type { ClassroomActionResult };

export type QuizSubmitResult = { result: PublicQuizResult; next: PublicStartDecision };

export type QuizFormProps = QuizViewData & {
  startAttempt: () => Promise<ClassroomActionResult<QuizAttemptView>>;
  submit: (answers: QuizAnswer[]) => Promise<ClassroomActionResult<QuizSubmitResult>>;
  /** IMMEDIATELY only: locks one answer on the server and returns its review. */
  confirmAnswer?: (answer: QuizAnswer) => Promise<ClassroomActionResult<QuestionReview>>;
  /** Level of the form's headings under the page's (the lecture title is usually the h1). */
  headingLevel?: 'h2' | 'h3';
};

type Phase =
  | { kind: 'intro'; availability: PublicStartDecision; finished: QuizFinishedView | null }
  | { kind: 'answering'; attempt: QuizAttemptView }
  | { kind: 'finished'; finished: QuizFinishedView; next: PublicStartDecision };

type Answers = Record<string, QuizAnswer>;

/** Minutes before the deadline at which a screen reader hears how much time is left. */
const WARN_AT_MINUTES = [5, 1];

function isAnswered(question: PublicQuizQuestion, answer: QuizAnswer | undefined): boolean {
  return question.type === 'DEVELOPMENT' ? (answer?.text ?? '').trim().length > 0 : (answer?.optionIds ?? []).length > 0;
}

function toList(questions: readonly PublicQuizQuestion[], answers: Answers): QuizAnswer[] {
  return questions.filter((q) => isAnswered(q, answers[q.id])).map((q) => answers[q.id]);
}

/**
 * A quiz lecture (issue 15 item 3; spec §3 "Quiz settings"): the rules up front (threshold, time
 * limit, retry wait, when answers show, cumulative or formative), then radio buttons for SIMPLE,
 * check boxes for MULTIPLE and a text box for DEVELOPMENT questions, a countdown when there is a
 * time limit (handing the answers in at zero), and the result the server graded. Right answers
 * are never in the props before the server reveals them (PublicQuizQuestion has no answer field);
 * what the result shows is what the server's reveal policy put in it. No zod here: the server
 * validates the answers.
 */
export function QuizForm({ settings, questionCount, availability, attempt, lastResult, startAttempt, submit, confirmAnswer, headingLevel = 'h2' }: QuizFormProps) {
  const t = useTranslations('classroom.quiz');
  const [phase, setPhase] = useState<Phase>(() =>
    attempt ? { kind: 'answering', attempt } : { kind: 'intro', availability, finished: lastResult },
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Heading = headingLevel;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await startAttempt();
      if (res.ok) setPhase({ kind: 'answering', attempt: res.data });
      else setError(res.error);
    } catch {
      setError(t('error'));
    } finally {
      setBusy(false);
    }
  };

  if (phase.kind === 'answering') {
    return (
      <AttemptForm
        key={phase.attempt.startedAt}
        attempt={phase.attempt}
        settings={settings}
        submit={submit}
        confirmAnswer={confirmAnswer}
        Heading={Heading}
        onFinished={(finished, next) => setPhase({ kind: 'finished', finished, next })}
      />
    );
  }

  const finished = phase.finished;
  const next = phase.kind === 'finished' ? phase.next : phase.availability;
  return (
    <section className={styles.form} data-quiz-phase={phase.kind}>
      {finished ? <QuizResult finished={finished} settings={settings} Heading={Heading} focusOnMount={phase.kind === 'finished'} /> : null}
      {phase.kind === 'intro' ? <QuizRules settings={settings} questionCount={questionCount} /> : null}
      <NextAttempt next={next} busy={busy} retry={finished !== null} onStart={start} />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function QuizRules({ settings, questionCount }: { settings: QuizSettings; questionCount: number }) {
  const t = useTranslations('classroom.quiz');
  const reveal = { IMMEDIATELY: t('showImmediately'), AT_END: t('showAtEnd'), NEVER: t('showNever') }[settings.showAnswers];
  return (
    <ul className={styles.rules}>
      <li>{t('questionCount', { count: questionCount })}</li>
      <li>{t('threshold', { threshold: settings.approvalThreshold })}</li>
      <li>{settings.durationMinutes === null ? t('noDuration') : t('duration', { minutes: settings.durationMinutes })}</li>
      <li>{settings.retryWaitMinutes === null ? t('noRetryWait') : t('retryWait', { minutes: settings.retryWaitMinutes })}</li>
      <li>{settings.mode === 'CUMULATIVE' ? t('cumulative') : t('formative')}</li>
      <li>{reveal}</li>
    </ul>
  );
}

/** Start / retry, or why not yet; a retry wait turns into the button when it ends. */
function NextAttempt({ next, busy, retry, onStart }: { next: PublicStartDecision; busy: boolean; retry: boolean; onStart: () => void }) {
  const t = useTranslations('classroom.quiz');
  const format = useFormatter();
  const until = !next.allowed && next.reason === 'RETRY_WAIT' ? next.until : null;
  const [waitOver, setWaitOver] = useState(false);

  useEffect(() => {
    if (!until) return;
    const ms = new Date(until).getTime() - Date.now();
    // setTimeout holds at most ~24.8 days; the longest spec wait is 240 minutes.
    const timer = window.setTimeout(() => setWaitOver(true), Math.max(0, Math.min(ms, 2_147_000_000)));
    return () => window.clearTimeout(timer);
  }, [until]);

  if (!next.allowed && next.reason === 'PASSED') return <p className={styles.note}>{t('passedFinal')}</p>;
  if (!next.allowed && next.reason === 'PENDING_REVIEW') return <p className={styles.note}>{t('pendingBlock')}</p>;
  if (until && !waitOver) {
    return <p className={styles.note}>{t('retryAt', { when: format.dateTime(new Date(until), { dateStyle: 'long', timeStyle: 'short' }) })}</p>;
  }
  const inProgress = !next.allowed && next.reason === 'IN_PROGRESS';
  return (
    <div className={styles.actions}>
      {until ? <p className={styles.note}>{t('retryReady')}</p> : null}
      {inProgress ? <p className={styles.note}>{t('inProgress')}</p> : null}
      <button type="button" className={styles.primary} onClick={onStart} disabled={busy} aria-busy={busy}>
        {busy ? t('starting') : retry && !inProgress ? t('retry') : t('start')}
      </button>
    </div>
  );
}

function AttemptForm({
  attempt,
  settings,
  submit,
  confirmAnswer,
  Heading,
  onFinished,
}: {
  attempt: QuizAttemptView;
  settings: QuizSettings;
  submit: QuizFormProps['submit'];
  confirmAnswer: QuizFormProps['confirmAnswer'];
  Heading: 'h2' | 'h3';
  onFinished: (finished: QuizFinishedView, next: PublicStartDecision) => void;
}) {
  const t = useTranslations('classroom.quiz');
  const { questions } = attempt;
  const [answers, setAnswers] = useState<Answers>(() => Object.fromEntries((attempt.confirmed ?? []).map((c) => [c.answer.questionId, c.answer])));
  const [reviews, setReviews] = useState<Record<string, QuestionReview>>(() => Object.fromEntries((attempt.confirmed ?? []).map((c) => [c.review.questionId, c.review])));
  const [checking, setChecking] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [warned, setWarned] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const answersRef = useRef(answers);
  const submittedRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const immediate = settings.showAnswers === 'IMMEDIATELY' && confirmAnswer !== undefined;

  useEffect(() => {
    answersRef.current = answers;
  }, [answers]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const send = async (list: QuizAnswer[]) => {
    if (submittedRef.current) return;
    submittedRef.current = true;
    setSubmitting(true);
    setMessage(null);
    try {
      const res = await submit(list);
      if (res.ok) return onFinished({ result: res.data.result, questions, answers: list }, res.data.next);
      setMessage(res.error);
    } catch {
      setMessage(t('error'));
    }
    submittedRef.current = false;
    setSubmitting(false);
  };

  const onSubmit = () => {
    const unanswered = questions.filter((q) => !isAnswered(q, answers[q.id])).length;
    if (unanswered > 0 && !warned) {
      setWarned(true);
      setMessage(t('unanswered', { count: unanswered }));
      return;
    }
    void send(toList(questions, answers));
  };

  // At zero the answers given so far are handed in (the server allows a short grace for the request).
  const onTimeUp = () => {
    setTimeUp(true);
    void send(toList(questions, answersRef.current));
  };

  const confirm = async (question: PublicQuizQuestion) => {
    if (!confirmAnswer) return;
    setChecking(question.id);
    setMessage(null);
    try {
      const res = await confirmAnswer(answers[question.id]);
      if (res.ok) setReviews((r) => ({ ...r, [question.id]: res.data }));
      else setMessage(res.error);
    } catch {
      setMessage(t('error'));
    } finally {
      setChecking(null);
    }
  };

  const update = (questionId: string, answer: QuizAnswer) => {
    setWarned(false);
    setAnswers((a) => ({ ...a, [questionId]: answer }));
  };

  return (
    <form
      className={styles.form}
      data-quiz-phase="answering"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      aria-busy={submitting}
    >
      <div className={styles.formHeader}>
        {/* Focused when the attempt starts, so keyboard and screen-reader users land on the questions. */}
        <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('questionCount', { count: questions.length })}
        </Heading>
        {settings.durationMinutes !== null ? (
          <Countdown startedAt={attempt.startedAt} serverNow={attempt.serverNow} minutes={settings.durationMinutes} onTimeUp={onTimeUp} />
        ) : null}
      </div>
      {questions.map((q, index) => (
        <QuestionField
          key={q.id}
          question={q}
          number={index + 1}
          total={questions.length}
          answer={answers[q.id]}
          review={reviews[q.id]}
          disabled={submitting || timeUp || reviews[q.id] !== undefined}
          onChange={(a) => update(q.id, a)}
        >
          {immediate && reviews[q.id] === undefined ? (
            <button type="button" className={styles.secondary} onClick={() => void confirm(q)} disabled={!isAnswered(q, answers[q.id]) || checking !== null || submitting || timeUp}>
              {checking === q.id ? t('checking') : t('confirm')}
            </button>
          ) : null}
        </QuestionField>
      ))}
      {timeUp ? (
        <p className={styles.note} role="status">
          {t('timeUp')}
        </p>
      ) : null}
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={submitting || timeUp} aria-busy={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}

function Countdown({ startedAt, serverNow, minutes, onTimeUp }: { startedAt: string; serverNow: string; minutes: number; onTimeUp: () => void }) {
  const t = useTranslations('classroom.quiz');
  // How far the device's clock is behind the server's, measured once when the attempt arrived.
  const [offset] = useState(() => new Date(serverNow).getTime() - Date.now());
  const deadline = new Date(startedAt).getTime() + minutes * 60_000;
  const [left, setLeft] = useState(() => Math.max(0, deadline - (Date.now() + offset)));
  const [announce, setAnnounce] = useState('');
  const callback = useRef(onTimeUp);
  useEffect(() => {
    callback.current = onTimeUp;
  });

  useEffect(() => {
    const warned = new Set<number>();
    let done = false;
    const tick = () => {
      const ms = Math.max(0, deadline - (Date.now() + offset));
      setLeft(ms);
      for (const m of WARN_AT_MINUTES) {
        if (ms > 0 && ms <= m * 60_000 && ms > (m - 1) * 60_000 && !warned.has(m)) {
          warned.add(m);
          setAnnounce(t('timeWarning', { minutes: m }));
        }
      }
      if (ms === 0 && !done) {
        done = true;
        callback.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, offset, t]);

  return (
    <div className={styles.timer}>
      <span className={styles.timerLabel}>{t('timeLeft')}</span>
      {/* role=timer is not announced every second; the warnings below are. */}
      <span role="timer" aria-label={t('timeLeft')} className={styles.timerValue} suppressHydrationWarning>
        {formatClock(Math.ceil(left / 1000))}
      </span>
      <span className={styles.visuallyHidden} aria-live="polite">
        {announce}
      </span>
    </div>
  );
}

function optionTexts(question: PublicQuizQuestion, ids: readonly string[] | undefined): string {
  return question.options
    .filter((o) => (ids ?? []).includes(o.id))
    .map((o) => o.text)
    .join(', ');
}

function ReviewNote({ question, review }: { question: PublicQuizQuestion; review: QuestionReview }) {
  const t = useTranslations('classroom.quiz');
  const verdict = review.correct === null ? t('pendingReview') : review.correct ? t('correct') : t('incorrect');
  const tone = review.correct === null ? styles.pending : review.correct ? styles.right : styles.wrong;
  const right = question.type === 'DEVELOPMENT' ? '' : optionTexts(question, review.correctOptionIds);
  return (
    <div className={`${styles.review} ${tone}`} data-review={review.correct === null ? 'pending' : review.correct ? 'correct' : 'incorrect'}>
      <strong>{verdict}</strong>
      {right ? <span>{t('correctAnswer', { answer: right })}</span> : null}
      {review.explanation ? <span>{t('explanation', { text: review.explanation })}</span> : null}
    </div>
  );
}

function QuestionField({
  question,
  number,
  total,
  answer,
  review,
  disabled,
  onChange,
  children,
}: {
  question: PublicQuizQuestion;
  number: number;
  total: number;
  answer: QuizAnswer | undefined;
  review: QuestionReview | undefined;
  disabled: boolean;
  onChange: (answer: QuizAnswer) => void;
  children?: ReactNode;
}) {
  const t = useTranslations('classroom.quiz');
  const id = useId();
  const hint = question.type === 'SIMPLE' ? t('chooseOne') : question.type === 'MULTIPLE' ? t('chooseMany') : t('writeAnswer');
  const chosen = answer?.optionIds ?? [];
  return (
    <fieldset className={styles.question} aria-describedby={`${id}-hint`} data-question={question.id}>
      <legend className={styles.legend}>
        <span className={styles.questionNumber}>{t('question', { number, total })}</span>
        <span className={styles.prompt}>{question.prompt}</span>
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint} {question.points !== 1 ? t('points', { points: question.points }) : null}
      </p>
      {question.type === 'DEVELOPMENT' ? (
        <label className={styles.textLabel}>
          <span>{t('answerLabel')}</span>
          <textarea
            className={textArea.textarea}
            rows={5}
            maxLength={MAX_DEVELOPMENT_ANSWER_LENGTH}
            value={answer?.text ?? ''}
            onChange={(e) => onChange({ questionId: question.id, text: e.currentTarget.value })}
            disabled={disabled}
          />
        </label>
      ) : (
        <ChoiceOptions
          name={`${id}-options`}
          options={question.options}
          chosen={chosen}
          single={question.type === 'SIMPLE'}
          disabled={disabled}
          onChange={(optionIds) => onChange({ questionId: question.id, optionIds })}
        />
      )}
      {children}
      {review ? <ReviewNote question={question} review={review} /> : null}
    </fieldset>
  );
}

function QuizResult({ finished, settings, Heading, focusOnMount }: { finished: QuizFinishedView; settings: QuizSettings; Heading: 'h2' | 'h3'; focusOnMount: boolean }) {
  const t = useTranslations('classroom.quiz');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { result, questions, answers, reviewComment } = finished;
  const SubHeading = Heading === 'h2' ? 'h3' : 'h4';
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answerOf = new Map(answers.map((a) => [a.questionId, a]));

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const outcome =
    result.outcome === 'passed'
      ? t('passed', { threshold: result.approvalThreshold })
      : result.outcome === 'failed'
        ? t('failed', { threshold: result.approvalThreshold })
        : t('pending', { threshold: result.approvalThreshold });
  const tone = result.outcome === 'passed' ? styles.right : result.outcome === 'failed' ? styles.wrong : styles.pending;
  return (
    <div className={styles.result} data-outcome={result.outcome}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('resultTitle')}
      </Heading>
      <p className={styles.score}>{t('score', { score: result.scorePercent })}</p>
      <p className={`${styles.outcome} ${tone}`}>{outcome}</p>
      {!result.countsTowardCourse ? <p className={styles.note}>{t('formative')}</p> : null}
      {reviewComment ? (
        <section className={styles.reviewerComment} data-reviewer-comment="">
          <SubHeading className={styles.subheading}>{t('reviewerComment')}</SubHeading>
          <p className={styles.commentText}>{reviewComment}</p>
        </section>
      ) : null}
      {result.review.length > 0 ? (
        <>
          <SubHeading className={styles.subheading}>{t('review')}</SubHeading>
          <ol className={styles.reviewList}>
            {result.review.map((r) => {
              const q = byId.get(r.questionId);
              if (!q) return null;
              const mine = answerOf.get(q.id);
              const given = q.type === 'DEVELOPMENT' ? (mine?.text ?? '') : optionTexts(q, mine?.optionIds);
              return (
                <li key={q.id} className={styles.reviewItem}>
                  <p className={styles.prompt}>{q.prompt}</p>
                  {given ? (
                    <p className={styles.given}>
                      {t('answerLabel')}: {given}
                    </p>
                  ) : null}
                  <ReviewNote question={q} review={r} />
                </li>
              );
            })}
          </ol>
        </>
      ) : settings.showAnswers === 'NEVER' ? (
        <p className={styles.note}>{t('showNever')}</p>
      ) : null}
    </div>
  );
}
