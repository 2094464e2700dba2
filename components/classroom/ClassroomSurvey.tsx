'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { SurveyQuestion } from '@/lib/domain/learning/classroom/survey';
import { SurveyForm } from './SurveyForm';
import { sendSurvey } from './progress-actions';

/** A SURVEY lecture: the SurveyForm island sending to `submitSurvey`; the page is rendered again once it is stored. */
export function ClassroomSurvey({ lectureId, questions, submitted }: { lectureId: number; questions: SurveyQuestion[]; submitted: boolean }) {
  const t = useTranslations('classroom.survey');
  const router = useRouter();
  return (
    <SurveyForm
      questions={questions}
      submitted={submitted}
      submit={async (answers) => {
        const res = await sendSurvey(
          lectureId,
          answers.map((a) => ({ questionId: a.questionId, optionIds: a.optionIds ?? null, text: a.text ?? null, value: a.value ?? null })),
          t('error'),
        );
        if (res.ok) router.refresh();
        return res;
      }}
    />
  );
}
