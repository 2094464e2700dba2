import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInPrompt } from '@/components/auth/AccessNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { loadOrganization } from '@/lib/server/loaders/org-access';
import { trackClickProps } from '@/lib/domain/analytics/click';
import { parseSlug } from '@/lib/domain/catalogue/catalogue-params';
import { localized } from '@/lib/domain/i18n/localized';
import { classroomPath } from '@/lib/domain/learning/classroom-path';
import { completionMode } from '@/lib/domain/learning/course-completion';
import { classroomWriteGrant } from '@/lib/domain/learning/course-access';
import { surveyFormQuestions } from '@/lib/domain/learning/classroom/survey-form';
import { resumePosition } from '@/lib/domain/learning/classroom/playback';
import { videoSources } from '@/lib/domain/learning/classroom/video-source';
import type { LocalizedText, PublicLectureContent } from '@/lib/domain/learning/lecture-content';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { learnerPaths } from '@/lib/domain/paths/learner-paths';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { getDb } from '@/lib/server/db/client';
import { getCourseBySlug } from '@/lib/server/services/catalogue';
import { loadClassroomLecture } from '@/lib/server/services/classroom/classroom-lecture';
import { loadCurriculum } from '@/lib/server/services/classroom/curriculum';
import { loadLectureProgress, type CourseProgressView } from '@/lib/server/services/classroom/learner-progress';
import { loadQuizView } from '@/lib/server/services/classroom/quiz-session';
import { loadCourseAccess } from '@/lib/server/services/course-access';
import { getFeatureFlags } from '@/lib/server/services/feature-flags';
import { listLearnerNotes, listLectures } from '@/lib/server/services/learning/notes';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { ClassroomNotes, ClassroomQuiz, ClassroomSurvey, ClassroomVideo, CompleteLectureButton } from './lazy-islands';
import styles from './Classroom.module.css';

/**
 * The classroom (issue 15 item 3): one lecture of a course at
 * `/cursos-online/{categoria}/{curso}/clase/{n}/` and, for organisation learners,
 * `/org/{slug}/cursos-online/…/clase/{n}/` (lib/domain/learning/classroom-path.ts). Rendered per viewer
 * (`force-dynamic`), never indexed; server markup (no MUI, no Apollo: the segment has no MUI
 * layout) with lazily loaded islands only for the player, the buttons, the survey, the quiz and
 * the notes (./lazy-islands.tsx: each lecture loads the one it shows).
 *
 * Order of checks: an unknown course or lecture number is a 404; then the access rule for this
 * lecture (lib/domain/learning/course-access.ts, a free preview counts): signed out without it, the
 * sign-in prompt that returns here; signed in without it, a server-side redirect to the course's
 * sales page — the lecture's content is never read for them. With access on the wrong URL
 * (an organisation learner on the public one, or the reverse), a redirect to the right one.
 * Nothing is written while the page renders: progress moves through the classroom mutations.
 */

export type ClassroomRouteKind = 'public' | 'org';
export type ClassroomRouteParams = { locale: string; category: string; slug: string; n: string; orgId?: string };
type Props = { params: Promise<ClassroomRouteParams> };

/** What the classroom's islands translate in the browser (players, quiz, survey, lecture button). */
const CLASSROOM_NAMESPACES = ['common', 'classroom'] as const;
/** What the notes island translates. */
const NOTES_NAMESPACES = ['common', 'learning'] as const;

/** `/clase/{n}/`: a positive whole number written plainly (no sign, no leading zero). */
function lectureNumberOf(value: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(value)) return null;
  return Number(value);
}

/** The course and its lecture list of a classroom URL, read once per render (metadata and page). */
const loadClassroomCourse = cache(async (category: string, slug: string, locale: string) => {
  if (!parseSlug(category) || parseSlug(slug) !== slug) return null;
  const db = await getDb();
  // Organisation (studio) courses too, on a second read: their learners open them under /org/{slug}/.
  const publicCourse = await getCourseBySlug(db, slug);
  const course = publicCourse ?? (await getCourseBySlug(db, slug, { includePrivate: true }));
  if (!course || course.category.slug !== category) return null;
  const curriculum = await loadCurriculum(db, course.id, locale);
  return { course, isPublic: publicCourse !== null, curriculum, lectures: curriculum.modules.flatMap((m) => m.lectures) };
});

function formatMinutes(seconds: number): string {
  const m = Math.max(1, Math.round(seconds / 60));
  return `${m} min`;
}

type ContentProps = {
  locale: string;
  lectureId: number;
  title: string;
  content: PublicLectureContent | null;
  progress: CourseProgressView | null;
  saveProgress: boolean;
  userId: number | null;
  projectsHref: string;
  completed: boolean;
};

async function LectureContent({ locale, lectureId, title, content, progress, saveProgress, userId, projectsHref, completed }: ContentProps) {
  const t = await getTranslations({ locale, namespace: 'classroom.page' });
  const text = (value: LocalizedText) => localized(value, locale);
  if (!content) return <p className={styles.notice}>{t('noContent')}</p>;
  switch (content.type) {
    case 'CLASS': {
      const saved = progress?.lectures.find((l) => l.lectureId === lectureId);
      return (
        <>
          <ClassroomVideo
            lectureId={lectureId}
            sources={videoSources(content.video.src, content.video.format)}
            title={title}
            poster={content.video.poster}
            captions={content.video.captions}
            startAt={resumePosition(saved?.positionSeconds ?? 0, content.video.durationSeconds)}
            completed={completed}
            saveProgress={saveProgress}
          />
          {content.summary ? (
            <section aria-labelledby="lecture-summary" className={styles.block}>
              <h2 id="lecture-summary" className={styles.blockTitle}>
                {t('summary')}
              </h2>
              <p className={styles.prose}>{text(content.summary)}</p>
            </section>
          ) : null}
        </>
      );
    }
    case 'EXERCISE':
      return (
        <>
          <section aria-labelledby="exercise-instructions" className={styles.block}>
            <h2 id="exercise-instructions" className={styles.blockTitle}>
              {t('instructions')}
            </h2>
            <p className={styles.prose}>{text(content.instructions)}</p>
          </section>
          <section aria-labelledby="exercise-deliverables" className={styles.block}>
            <h2 id="exercise-deliverables" className={styles.blockTitle}>
              {t('deliverables')}
            </h2>
            <ul className={styles.list}>
              {content.deliverables.map((d, i) => (
                <li key={i}>{text(d)}</li>
              ))}
            </ul>
            {userId !== null ? (
              <p>
                <Link href={localizedPath(projectsHref, locale)} className={styles.link} {...trackClickProps('classroom-projects', { itemId: lectureId, itemType: 'lecture' })}>
                  {t('projectsLink')}
                </Link>
              </p>
            ) : null}
          </section>
        </>
      );
    case 'PDF': {
      const src = text(content.path);
      return (
        <iframe className={styles.pdf} src={src} title={t('pdfTitle', { title })}>
          {t('pdfFallback')}
        </iframe>
      );
    }
    case 'IFRAME':
      return (
        // A page of this app's own (/media/lectures/embed/): scripts may run, but it gets no same-origin
        // rights (cookies, storage, the parent page), no forms, no pop-ups and no navigation of the classroom.
        <iframe className={styles.embed} src={text(content.url)} title={text(content.title)} sandbox="allow-scripts" loading="lazy" referrerPolicy="no-referrer" />
      );
    case 'BREAK':
      return (
        <section aria-labelledby="break-title" className={styles.block}>
          <h2 id="break-title" className={styles.blockTitle}>
            {t('breakTitle', { minutes: content.minutes })}
          </h2>
          <p className={styles.prose}>{text(content.message)}</p>
        </section>
      );
    case 'SCORM':
      return (
        <p className={styles.notice} role="note">
          {t('scormNotice', { name: content.packageName })}
        </p>
      );
    case 'SURVEY':
      if (!saveProgress) return <p className={styles.notice}>{t('surveyPreview')}</p>;
      return <ClassroomSurvey lectureId={lectureId} questions={surveyFormQuestions(content, locale)} submitted={completed} />;
    case 'QUIZ': {
      if (userId === null || !saveProgress) return <p className={styles.notice}>{t('quizSignIn')}</p>;
      const initial = await loadQuizView(await getDb(), { userId, lectureId, locale });
      return initial ? <ClassroomQuiz lectureId={lectureId} initial={initial} /> : <p className={styles.notice}>{t('quizUnavailable')}</p>;
    }
  }
}

/** The page of one lecture (see the top of this file for the order of checks). */
export async function ClassroomPageView({ params, kind }: { params: ClassroomRouteParams; kind: ClassroomRouteKind }) {
  const { locale, category, slug } = params;
  setRequestLocale(locale);
  const n = lectureNumberOf(params.n);
  if (n === null) notFound();
  const org = kind === 'org' ? await loadOrganization(params.orgId ?? '') : null;
  if (kind === 'org' && !org) notFound();
  const found = await loadClassroomCourse(category, slug, locale);
  if (!found) notFound();
  const { course, curriculum, lectures } = found;
  const entry = lectures[n - 1];
  if (!entry) notFound();

  const db = await getDb();
  const viewer = await getCurrentViewer();
  const userId = viewer?.user.id ?? null;
  const access = await loadCourseAccess(db, userId, course.id, { locale, lecture: { isPreview: entry.isPreview } });
  if (!access) notFound();
  // An organisation's own course lives only under that organisation.
  const privateTo = access.course.organizationId;
  if (privateTo !== null && org?.id !== privateTo) notFound();

  const pathFor = (orgSlug: string | null, pathLocale = locale) => classroomPath({ locale: pathLocale, categorySlug: course.category.slug, courseSlug: course.slug, lectureNumber: n, orgSlug });
  const salesPage = coursePath(course.category.slug, course.slug);
  if (!access.canWatch) {
    if (userId === null) return <SignInPrompt locale={locale} path={pathFor(org?.slug ?? null, 'es')} />;
    // Signed in without access: the course's sales page (an organisation's course has none).
    if (privateTo !== null) notFound();
    redirect(localizedPath(salesPage, locale));
  }
  // Organisation learners study under /org/{slug}/ (spec §2), everyone else on the public URL.
  const wantedOrg = access.grant === 'preview' ? (org?.slug ?? null) : access.organizationSlug;
  if (wantedOrg !== (org?.slug ?? null)) redirect(pathFor(wantedOrg));

  const grant = classroomWriteGrant(access);
  const saveProgress = grant.ok && userId !== null;
  const [lecture, progress, notes, courseLectures, flags, t] = await Promise.all([
    loadClassroomLecture(db, course.id, n),
    userId !== null && saveProgress ? loadLectureProgress(db, userId, course.id) : Promise.resolve(null),
    userId !== null && access.hasEnrollment ? listLearnerNotes(db, userId, { courseId: course.id }) : Promise.resolve([]),
    userId !== null && access.hasEnrollment ? listLectures(db, [course.id]) : Promise.resolve([]),
    userId !== null ? getFeatureFlags(db, ['premium_dashboard', 'degree_dashboard']) : Promise.resolve({} as Record<string, boolean>),
    getTranslations({ locale, namespace: 'classroom.page' }),
  ]);
  if (!lecture) notFound();
  const [tl, format] = await Promise.all([getTranslations({ locale, namespace: 'learning' }), getFormatter({ locale })]);

  const completed = new Set(progress?.completedLectureIds ?? []);
  const percent = progress?.progressPercent ?? access.progress;
  const courseTitle = localized(course.title, locale);
  const lectureTitle = localized(lecture.title, locale);
  const moduleIndex = curriculum.modules.findIndex((m) => m.lectures.some((l) => l.id === lecture.id));
  const paths = learnerPaths({
    user: roleSubjectFromViewer(viewer),
    flags: { premiumDashboard: Boolean(flags.premium_dashboard), degreeDashboard: Boolean(flags.degree_dashboard) },
    orgSlug: org?.slug ?? null,
  });
  // Back to the course: its sales page, or for an organisation's own course the learner's courses.
  const courseHref = privateTo !== null ? localizedPath(paths.enrolled, locale) : localizedPath(salesPage, locale);
  // A quiz's page content has no answers (not the stored type); its mode is 'quiz' by type alone.
  const mode = completionMode(lecture.type, lecture.content && lecture.content.type !== 'QUIZ' ? lecture.content : null);
  const isDone = completed.has(lecture.id);
  const pdf = lecture.content?.type === 'PDF' ? localized(lecture.content.path, locale) : null;

  return (
    // The islands' texts (VideoPlayer, QuizForm, SurveyForm: `classroom` and `common`); they get
    // next-intl with their chunks, so the page's first load has none (issue 14).
    <IslandMessages locale={locale} namespaces={CLASSROOM_NAMESPACES}>
      <div className={styles.page} data-classroom="">
        <header className={styles.header}>
          <Link href={courseHref} className={styles.back}>
            <span aria-hidden="true">← </span>
            {t('backToCourse')}
          </Link>
          <p className={styles.courseTitle}>{courseTitle}</p>
          {saveProgress ? (
            <div className={styles.progress}>
              <div
                role="progressbar"
                aria-label={t('progressLabel')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={t('progressValue', { percent })}
                className={styles.bar}
              >
                <span className={styles.barFill} style={{ width: `${percent}%` }} />
              </div>
              <span className={styles.percent} data-progress-percent={percent}>
                {t('progressValue', { percent })}
              </span>
            </div>
          ) : null}
        </header>

        <div className={styles.layout}>
          <article className={styles.main} aria-labelledby="lecture-title" data-lecture-type={lecture.type}>
            <p className={styles.eyebrow}>
              {moduleIndex >= 0 ? t('module', { number: moduleIndex + 1, title: curriculum.modules[moduleIndex].title }) : null}
              {' · '}
              {t('lectureNumber', { number: n, total: lecture.lectureCount })}
            </p>
            <h1 id="lecture-title" className={styles.title}>
              {lectureTitle}
            </h1>
            {access.grant === 'preview' ? (
              <p className={styles.notice}>
                {t('previewNotice')}{' '}
                {privateTo === null ? (
                  <Link href={localizedPath(salesPage, locale)} className={styles.link}>
                    {t('previewCta')}
                  </Link>
                ) : null}
              </p>
            ) : null}

            <LectureContent
              locale={locale}
              lectureId={lecture.id}
              title={lectureTitle}
              content={lecture.content}
              progress={progress}
              saveProgress={saveProgress}
              userId={userId}
              projectsHref={paths.projects}
              completed={isDone}
            />

            {saveProgress && mode === 'manual' ? <CompleteLectureButton lectureId={lecture.id} completed={isDone} /> : null}

            <nav aria-label={t('pager')} className={styles.pager}>
              {lecture.previousNumber !== null ? (
                <Link href={classroomPath({ locale, categorySlug: course.category.slug, courseSlug: course.slug, lectureNumber: lecture.previousNumber, orgSlug: org?.slug ?? null })} className={styles.pagerLink} rel="prev">
                  <span aria-hidden="true">← </span>
                  {t('previous')}
                </Link>
              ) : (
                <span />
              )}
              {lecture.nextNumber !== null ? (
                <Link href={classroomPath({ locale, categorySlug: course.category.slug, courseSlug: course.slug, lectureNumber: lecture.nextNumber, orgSlug: org?.slug ?? null })} className={styles.pagerLink} rel="next">
                  {t('next')}
                  <span aria-hidden="true"> →</span>
                </Link>
              ) : null}
            </nav>

            <section aria-labelledby="lecture-resources" className={styles.block}>
              <h2 id="lecture-resources" className={styles.blockTitle}>
                {t('resources')}
              </h2>
              {pdf ? (
                <p>
                  <a href={pdf} download className={styles.link} {...trackClickProps('classroom-pdf', { event: 'download', detail: 'lecture-pdf', itemId: lecture.id, itemType: 'lecture' })}>
                    {t('downloadPdf')}
                  </a>
                </p>
              ) : (
                <p className={styles.muted}>{t('noResources')}</p>
              )}
            </section>

            {userId !== null ? (
              <section aria-labelledby="lecture-notes" className={styles.block}>
                <h2 id="lecture-notes" className={styles.blockTitle}>
                  {t('notes')}
                </h2>
                {access.hasEnrollment ? (
                  <IslandMessages locale={locale} namespaces={NOTES_NAMESPACES}>
                    <ClassroomNotes
                      course={{ id: course.id, title: courseTitle, href: localizedPath(salesPage, locale) }}
                      lectures={courseLectures.map((l) => ({ id: l.id, courseId: l.courseId, label: tl('notes.lectureOption', { position: l.position, title: localized(l.title, locale) }) }))}
                      notes={notes.map((note) => ({
                        id: note.id,
                        courseId: note.course.id,
                        lectureId: note.lecture?.id ?? null,
                        lectureLabel: note.lecture ? tl('notes.lectureOption', { position: note.lecture.position, title: localized(note.lecture.title, locale) }) : null,
                        body: note.body,
                        videoSeconds: note.videoSeconds,
                        editedLabel: tl('notes.editedOn', { date: format.dateTime(note.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) }),
                      }))}
                      lectureId={lecture.id}
                    />
                  </IslandMessages>
                ) : (
                  <p className={styles.muted}>{t('notesNeedEnrollment')}</p>
                )}
              </section>
            ) : null}
          </article>

          <nav aria-labelledby="lecture-list-title" className={styles.sidebar}>
            <h2 id="lecture-list-title" className={styles.sidebarTitle}>
              {t('lectures')}
            </h2>
            {curriculum.modules.map((m, mi) => (
              <section key={`${mi}-${m.title}`} aria-labelledby={`module-${mi + 1}`} className={styles.module}>
                <h3 id={`module-${mi + 1}`} className={styles.moduleTitle}>
                  {t('module', { number: mi + 1, title: m.title })}
                </h3>
                <ol className={styles.lectureList}>
                  {m.lectures.map((l) => {
                    const current = l.number === n;
                    const done = completed.has(l.id);
                    return (
                      <li key={l.id} className={styles.lectureItem} data-done={done ? '' : undefined} data-lecture-type={l.type}>
                        <Link
                          href={classroomPath({ locale, categorySlug: course.category.slug, courseSlug: course.slug, lectureNumber: l.number, orgSlug: org?.slug ?? null })}
                          className={styles.lectureLink}
                          aria-current={current ? 'page' : undefined}
                        >
                          <span className={styles.mark} aria-hidden="true">
                            {done ? '✓' : l.number}
                          </span>
                          <span className={styles.lectureText}>
                            <span className={styles.lectureName}>{l.title}</span>
                            <span className={styles.lectureMeta}>
                              {t(`lectureTypes.${l.type}`)}
                              {l.durationSeconds > 0 ? ` · ${formatMinutes(l.durationSeconds)}` : ''}
                              {l.isPreview && !saveProgress ? ` · ${t('previewMark')}` : ''}
                            </span>
                          </span>
                          {saveProgress ? <span className={styles.srOnly}>{done ? t('completedMark') : t('notCompletedMark')}</span> : null}
                        </Link>
                      </li>
                    );
                  })}
                </ol>
              </section>
            ))}
          </nav>
        </div>
      </div>
    </IslandMessages>
  );
}

/** A route file's page: `export default classroomPage('public')`. */
export function classroomPage(kind: ClassroomRouteKind) {
  return async function ClassroomRoutePage({ params }: Props) {
    return ClassroomPageView({ params: await params, kind });
  };
}

/** Never indexed; the lecture and course titles when the course exists (they are public on the course page). */
export function classroomPageMetadata(kind: ClassroomRouteKind) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const p = await params;
    const n = lectureNumberOf(p.n);
    const found = n === null ? null : await loadClassroomCourse(p.category, p.slug, p.locale);
    const entry = found && n !== null ? found.lectures[n - 1] : undefined;
    const prefix = kind === 'org' ? `/org/${encodeURIComponent(p.orgId ?? '')}` : '';
    const path = `${prefix}/cursos-online/${p.category}/${p.slug}/clase/${p.n}/`;
    // An organisation's own course is not public: its titles are not given to whoever asks.
    if (!found || !entry || !found.isPublic) return { robots: { index: false, follow: false } };
    return privatePageMetadata(p.locale, 'classroom.page', path, { lecture: entry.title, course: localized(found.course.title, p.locale), number: String(n) });
  };
}
