'use client';

import { useMemo, useState, type ReactNode } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations, type AbstractIntlMessages } from 'next-intl';
import { MergedMessages } from '@/components/providers/NamespaceMessages';
import { buttonClassName } from '@/components/catalogue/button-class-name';
import { Icon } from '@/components/ui/Icon';
import { buyBoxState, type BuyBoxState, type ViewerAccess } from '@/lib/domain/learning/viewer-course-action';
import buyBox from '../CourseBuyBox.module.css';
import styles from './CourseViewerSwap.module.css';
import { useEnrollFreeCourse } from './use-enroll-free-course';

type WatchState = Extract<BuyBoxState, { kind: 'watch' }>;

export type CourseViewerContentProps = {
  courseId: number;
  variant: 'box' | 'strip';
  messages: AbstractIntlMessages;
  headingId?: string;
  /** An access buyBoxKind calls 'watch' or 'enrollFree': what it shows is worked out here, in this chunk (issue 14). */
  access: ViewerAccess;
};

/**
 * What CourseViewerSwap shows a viewer who may watch the course or enrol for free: loaded only
 * for them (issue 14: visitors and those who must pay keep the server markup and never download it).
 */
export default function CourseViewerContent({ courseId, variant, messages, headingId, access }: CourseViewerContentProps) {
  const state = buyBoxState(access);
  if (state.kind === 'pay') return null;
  return (
    <ViewerMessages messages={messages}>
      {variant === 'box' ? <BoxContent courseId={courseId} state={state} headingId={headingId} /> : <StripContent courseId={courseId} state={state} />}
    </ViewerMessages>
  );
}

/** The page's client messages plus `course.viewer` (sent by the page for this island only). */
function ViewerMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const viewer = useMemo(() => ({ viewer: messages }), [messages]);
  return (
    <MergedMessages namespace="course" messages={viewer}>
      {children}
    </MergedMessages>
  );
}

function BoxContent({ courseId, state, headingId }: { courseId: number; state: Exclude<BuyBoxState, { kind: 'pay' }>; headingId?: string }) {
  const t = useTranslations('course.viewer');
  return (
    <>
      <h2 id={headingId} className={buyBox.title}>
        {state.kind === 'watch' ? t('title') : t('freeTitle')}
      </h2>
      {state.kind === 'watch' ? (
        <>
          <AccessNote state={state} />
          {state.progress > 0 ? <Progress percent={state.progress} /> : null}
          <WatchLink state={state} size="large" />
        </>
      ) : (
        <>
          <p className={styles.note}>{t('freeNote')}</p>
          <EnrollButton courseId={courseId} size="large" />
        </>
      )}
    </>
  );
}

function StripContent({ courseId, state }: { courseId: number; state: Exclude<BuyBoxState, { kind: 'pay' }> }) {
  const t = useTranslations('course.viewer');
  return state.kind === 'watch' ? (
    <>
      <div className={styles.stripText}>
        <AccessNote state={state} />
        {state.progress > 0 ? <Progress percent={state.progress} /> : null}
      </div>
      <WatchLink state={state} size="medium" />
    </>
  ) : (
    <>
      <p className={`${styles.note} ${styles.stripText}`}>{t('freeNote')}</p>
      <EnrollButton courseId={courseId} size="medium" />
    </>
  );
}

/** Why the viewer may open the course: "Incluido en tu membresía", their organisation, microdegree… */
function AccessNote({ state }: { state: WatchState }) {
  const t = useTranslations('course.viewer');
  return (
    <p className={styles.note}>
      <Icon name={state.access === 'membership' ? 'workspacePremiumRounded' : 'playCircleOutlineRounded'} size={20} className={styles.noteIcon} />
      {t(`access.${state.access}`)}
    </p>
  );
}

function Progress({ percent }: { percent: number }) {
  const t = useTranslations('course.viewer');
  const text = t('progress', { percent });
  return (
    <div className={styles.progress}>
      <div className={styles.track} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text} aria-label={text}>
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.percent}>{text}</span>
    </div>
  );
}

/** "Ir al curso" (nothing watched yet) / "Continuar" to the lecture to resume; a notice while the course has no lectures. */
function WatchLink({ state, size }: { state: WatchState; size: 'medium' | 'large' }) {
  const t = useTranslations('course.viewer');
  if (state.href === null) return <p className={styles.soon}>{t('noLectures')}</p>;
  return (
    // The URL is already in the page's language (and under /org/{slug} for organisation learners).
    <NextLink href={state.href} className={buttonClassName({ size, fullWidth: size === 'large' })}>
      <Icon name="playCircleOutlineRounded" size={20} className={styles.buttonIcon} />
      {state.action === 'continue' ? t('continue') : t('goToCourse')}
    </NextLink>
  );
}

/**
 * "Inscríbete gratis": one click enrolls (enrollFreeCourse) and goes to the classroom URL the answer
 * carries. Busy while it runs (and while the next page loads); a refusal shows its translated
 * message under the button.
 */
function EnrollButton({ courseId, size }: { courseId: number; size: 'medium' | 'large' }) {
  const t = useTranslations('course.viewer');
  const router = useRouter();
  const enroll = useEnrollFreeCourse(courseId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await enroll();
    if (outcome.ok && outcome.resumeUrl) {
      router.push(outcome.resumeUrl); // stays busy until the classroom replaces this page
      return;
    }
    setBusy(false);
    // Enrolled in a course without lectures yet: the box has switched to its "soon" notice.
    if (!outcome.ok) setError(outcome.message ?? t('enrollFailed'));
  };
  return (
    <div className={size === 'large' ? styles.fullWidth : undefined}>
      <button type="button" className={buttonClassName({ size, fullWidth: size === 'large' })} onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('enrolling') : t('enrollFree')}
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
