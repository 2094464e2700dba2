'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { sendCompleteLecture } from './progress-actions';
import styles from './Classroom.module.css';

/**
 * "Marcar como completada" for a lecture the learner completes by hand (an exercise, a PDF, an
 * embedded page, a break, a class without video): `completeLecture`, then the page is rendered
 * again on the server so the list's mark and the progress bar move.
 */
export function CompleteLectureButton({ lectureId, completed }: { lectureId: number; completed: boolean }) {
  const t = useTranslations('classroom.page');
  const router = useRouter();
  const [done, setDone] = useState(completed);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await sendCompleteLecture(lectureId, t('saveError'));
      if (!res.ok) setError(res.error);
      else {
        setDone(true);
        setNotice(res.data.certificateNotice ?? t('completed'));
        router.refresh();
      }
    } catch {
      setError(t('saveError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.completeRow}>
      {done ? (
        <p className={styles.doneBadge} data-lecture-done="">
          {t('completed')}
        </p>
      ) : (
        <button type="button" className={styles.primaryButton} onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
          {busy ? t('marking') : t('markComplete')}
        </button>
      )}
      <p role="status" className={styles.status}>
        {notice && notice !== t('completed') ? notice : null}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
