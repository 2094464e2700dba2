'use client';

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { MAX_SURVEY_TEXT_LENGTH, missingRequiredAnswers, SURVEY_SCALE, type SurveyAnswer, type SurveyQuestion } from '@/lib/domain/learning/classroom/survey';
import type { ClassroomActionResult } from './action-result';
import { ChoiceOptions } from './ChoiceOptions';
import styles from './ClassroomForm.module.css';
import textArea from '@/components/ui/TextArea.module.css';

export type SurveyFormProps = {
  questions: SurveyQuestion[];
  /** Answered before (the server keeps one set of answers per learner): shows the thanks. */
  submitted?: boolean;
  submit: (answers: SurveyAnswer[]) => Promise<ClassroomActionResult<unknown>>;
  headingLevel?: 'h2' | 'h3';
};

/**
 * A SURVEY lecture (issue 15 item 3: "SURVEY (stored answers)"): one choice, several choices,
 * free text or a 1–5 rating per question, required ones marked. Checked here only for the
 * required answers (missingRequiredAnswers); the server validates everything (survey-schema.ts).
 */
export function SurveyForm({ questions, submitted = false, submit, headingLevel = 'h2' }: SurveyFormProps) {
  const t = useTranslations('classroom.survey');
  const [answers, setAnswers] = useState<Record<string, SurveyAnswer>>({});
  const [done, setDone] = useState(submitted);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel;

  if (done) {
    return (
      <Heading ref={thanksRef} tabIndex={-1} className={styles.heading} data-survey-done="">
        {t('thanks')}
      </Heading>
    );
  }

  const update = (answer: SurveyAnswer) => {
    setAnswers((a) => ({ ...a, [answer.questionId]: answer }));
    setMissing((m) => m.filter((id) => id !== answer.questionId));
  };

  const onSubmit = async () => {
    const list = questions.map((q) => answers[q.id]).filter((a): a is SurveyAnswer => a !== undefined);
    const left = missingRequiredAnswers(questions, list);
    if (left.length > 0) {
      setMissing(left);
      setError(t('requiredMissing'));
      formRef.current?.querySelector<HTMLElement>(`[data-question="${CSS.escape(left[0])}"] input, [data-question="${CSS.escape(left[0])}"] textarea`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await submit(list);
      if (res.ok) {
        setDone(true);
        // The thanks replaces the form: move the focus to it so it is read out.
        requestAnimationFrame(() => thanksRef.current?.focus());
      } else setError(res.error);
    } catch {
      setError(t('error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      aria-busy={busy}
    >
      {questions.map((q) => (
        <SurveyField key={q.id} question={q} answer={answers[q.id]} invalid={missing.includes(q.id)} disabled={busy} onChange={update} />
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}

function SurveyField({
  question,
  answer,
  invalid,
  disabled,
  onChange,
}: {
  question: SurveyQuestion;
  answer: SurveyAnswer | undefined;
  invalid: boolean;
  disabled: boolean;
  onChange: (answer: SurveyAnswer) => void;
}) {
  const t = useTranslations('classroom.survey');
  const id = useId();
  const chosen = answer?.optionIds ?? [];
  const legend = (
    <legend className={styles.legend}>
      <span className={styles.prompt}>
        {question.prompt} {question.required ? <span className={styles.required}>({t('required')})</span> : null}
      </span>
    </legend>
  );

  if (question.kind === 'TEXT') {
    return (
      <fieldset className={styles.question} data-question={question.id} data-invalid={invalid || undefined}>
        {legend}
        <label className={styles.textLabel}>
          <span>{t('answerLabel')}</span>
          <textarea
            className={textArea.textarea}
            rows={4}
            maxLength={MAX_SURVEY_TEXT_LENGTH}
            required={question.required}
            aria-invalid={invalid || undefined}
            value={answer?.text ?? ''}
            disabled={disabled}
            onChange={(e) => onChange({ questionId: question.id, text: e.currentTarget.value })}
          />
        </label>
      </fieldset>
    );
  }

  if (question.kind === 'SCALE') {
    return (
      <fieldset className={styles.question} data-question={question.id} data-invalid={invalid || undefined}>
        {legend}
        <div className={styles.scale}>
          {question.scaleLabels ? <span className={styles.scaleEnd} aria-hidden="true">{question.scaleLabels.low}</span> : null}
          {SURVEY_SCALE.map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="radio"
                name={`${id}-scale`}
                value={value}
                checked={answer?.value === value}
                required={question.required}
                aria-label={
                  value === 1 && question.scaleLabels
                    ? `${t('scaleValue', { value })}: ${question.scaleLabels.low}`
                    : value === SURVEY_SCALE.length && question.scaleLabels
                      ? `${t('scaleValue', { value })}: ${question.scaleLabels.high}`
                      : t('scaleValue', { value })
                }
                disabled={disabled}
                onChange={() => onChange({ questionId: question.id, value })}
              />
              <span aria-hidden="true">{value}</span>
            </label>
          ))}
          {question.scaleLabels ? <span className={styles.scaleEnd} aria-hidden="true">{question.scaleLabels.high}</span> : null}
        </div>
      </fieldset>
    );
  }

  return (
    <fieldset className={styles.question} data-question={question.id} data-invalid={invalid || undefined}>
      {legend}
      <ChoiceOptions
        name={`${id}-options`}
        options={question.options}
        chosen={chosen}
        single={question.kind === 'CHOICE'}
        disabled={disabled}
        onChange={(optionIds) => onChange({ questionId: question.id, optionIds })}
      />
    </fieldset>
  );
}
