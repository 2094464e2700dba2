/**
 * The `learning` module on the real `private` route handler (issue 7): notes, projects and the
 * study plan of the signed-in learner. Anonymous callers are refused, and a second learner can
 * neither read, change nor delete the first one's rows. Also the learner-area services the
 * pages read (certificates, last activity, tracks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents, certificates, courseLectures, courses, enrollments, learnerNotes, organizationAssignments, organizations, projects, skillPaths, studyPlans, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { CERTIFICATE_CODE_PATTERN } from '@/lib/domain/learning/certificate-code';
import { getLearnerCertificate, listLearnerCertificates } from '@/lib/server/services/learning/certificates';
import { listLearnerEnrollments } from '@/lib/server/services/learning/enrollments';
import { listLearnerTracks } from '@/lib/server/services/learning/tracks';
import { completeLecture } from '@/lib/server/services/classroom/lecture-completion';
import { recordPlayback } from '@/lib/server/services/classroom/playback';
import { openQuizAttempt, submitQuizAttempt } from '@/lib/server/services/classroom/quiz-attempts';
import { saveSurveyResponse } from '@/lib/server/services/classroom/survey-responses';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

type GqlError = { message: string; extensions?: { code?: string; reason?: string } };
type Res<T> = { status: number; body: { data?: T | null; errors?: GqlError[] } };
type FieldError = { field: string | null; message: string };
type Note = { id: string; originalId: number; body: string; videoSeconds: number | null; course: { originalId: number; url: string }; lecture: { originalId: number } | null };
type Project = { id: string; originalId: number; title: string; status: string; evaluation: string; mentorName: string | null; canEdit: boolean; canSubmit: boolean; canDelete: boolean };
type Plan = { frequency: string; intensity: string; weekdays: number[]; weeklyMinutes: number };

const NOTE_FIELDS = 'id originalId body videoSeconds course { originalId url } lecture { originalId }';
const PROJECT_FIELDS = 'id originalId title status evaluation mentorName canEdit canSubmit canDelete';
const PLAN_FIELDS = 'frequency intensity weekdays weeklyMinutes';

const Q = {
  notes: `query($courseId: ID) { myLearnerNotes(courseId: $courseId) { ${NOTE_FIELDS} } }`,
  projects: `{ myLearnerProjects { ${PROJECT_FIELDS} } }`,
  plan: `{ myStudyPlan { ${PLAN_FIELDS} } }`,
  createNote: `mutation($input: CreateLearnerNoteInput!) { createLearnerNote(input: $input) { success errors { field message } note { ${NOTE_FIELDS} } } }`,
  updateNote: `mutation($id: ID!, $input: UpdateLearnerNoteInput!) { updateLearnerNote(id: $id, input: $input) { success errors { field message } note { ${NOTE_FIELDS} } } }`,
  deleteNote: `mutation($id: ID!) { deleteLearnerNote(id: $id) { success id } }`,
  createProject: `mutation($input: CreateLearnerProjectInput!) { createLearnerProject(input: $input) { success errors { field message } project { ${PROJECT_FIELDS} } } }`,
  updateProject: `mutation($id: ID!, $input: UpdateLearnerProjectInput!) { updateLearnerProject(id: $id, input: $input) { success errors { field message } project { ${PROJECT_FIELDS} } } }`,
  submitProject: `mutation($id: ID!) { submitLearnerProject(id: $id) { success errors { field message } project { ${PROJECT_FIELDS} } } }`,
  deleteProject: `mutation($id: ID!) { deleteLearnerProject(id: $id) { success id } }`,
  savePlan: `mutation($input: StudyPlanInput!) { saveStudyPlan(input: $input) { success errors { field message } studyPlan { ${PLAN_FIELDS} } } }`,
  deletePlan: `mutation { deleteStudyPlan { success id } }`,
};

/** Completes every lecture of a course the way the classroom does: watching, passing quizzes, answering, marking done. */
async function finishCourse(db: Awaited<ReturnType<typeof getDb>>, userId: number, courseId: number): Promise<void> {
  const lectures = await db.select({ id: courseLectures.id, type: courseLectures.lectureType, content: courseLectures.content }).from(courseLectures).where(eq(courseLectures.courseId, courseId)).orderBy(asc(courseLectures.position));
  for (const l of lectures) {
    const content = l.content;
    if (content?.type === 'CLASS') await recordPlayback(db, { userId, lectureId: l.id, positionSeconds: content.video.durationSeconds, watchedSeconds: content.video.durationSeconds });
    else if (content?.type === 'QUIZ') {
      const attempt = await openQuizAttempt(db, { userId, lectureId: l.id });
      if (attempt.ok) await submitQuizAttempt(db, { userId, attemptId: attempt.data.id, answers: {}, scorePercent: 100, passed: true, needsReview: false });
    } else if (content?.type === 'SURVEY') await saveSurveyResponse(db, { userId, lectureId: l.id, answers: {} });
    else if (l.type !== 'SCORM') await completeLecture(db, { userId, lectureId: l.id });
  }
}

function call<T>(query: string, variables: Record<string, unknown> = {}, cookie?: string, headers?: Record<string, string>): Promise<Res<T>> {
  return callGraphQL('private', query, variables, { cookie, headers }) as Promise<Res<T>>;
}

let payg: { id: number; cookie: string };
let premium: { id: number; cookie: string };
let paygCourse: number;
let paygLecture: number;
let otherLecture: number;
let notEnrolledCourse: number;

async function userId(email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row.id;
}

async function signedIn(email: string) {
  const id = await userId(email);
  return { id, cookie: `${SESSION_COOKIE}=${await signSessionToken(id)}` };
}

beforeAll(async () => {
  await setupTestDatabase();
  payg = await signedIn('payg@demo.cursalia.test');
  premium = await signedIn('premium@demo.cursalia.test');
  const db = await getDb();
  const mine = await db.select({ courseId: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, payg.id)).orderBy(asc(enrollments.courseId));
  paygCourse = mine[0].courseId;
  const [lecture] = await db.select({ id: courseLectures.id }).from(courseLectures).where(eq(courseLectures.courseId, paygCourse)).orderBy(asc(courseLectures.position)).limit(1);
  paygLecture = lecture.id;
  const [other] = await db.select({ id: courseLectures.id }).from(courseLectures).where(notInArray(courseLectures.courseId, mine.map((m) => m.courseId))).limit(1);
  otherLecture = other.id;
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(notInArray(courses.id, mine.map((m) => m.courseId)), eq(courses.isActive, true), isNull(courses.organizationId)))
    .orderBy(asc(courses.id))
    .limit(1);
  notEnrolledCourse = course.id;
});
afterAll(teardownTestDatabase);

async function count(table: typeof learnerNotes | typeof projects | typeof studyPlans): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}

describe('anonymous callers', () => {
  it('are refused by every query and mutation with a translated UNAUTHENTICATED error, and nothing changes', async () => {
    const before = [await count(learnerNotes), await count(projects), await count(studyPlans)];
    const calls: [string, Record<string, unknown>][] = [
      [Q.notes, {}],
      [Q.projects, {}],
      [Q.plan, {}],
      [Q.createNote, { input: { courseId: String(paygCourse), body: 'Hola' } }],
      [Q.updateNote, { id: '1', input: { body: 'Hola' } }],
      [Q.deleteNote, { id: '1' }],
      [Q.createProject, { input: { courseId: String(paygCourse), title: 'Proyecto', evaluation: 'FINAL_PROJECT' } }],
      [Q.updateProject, { id: '1', input: { title: 'Proyecto', evaluation: 'FINAL_PROJECT' } }],
      [Q.submitProject, { id: '1' }],
      [Q.deleteProject, { id: '1' }],
      [Q.savePlan, { input: { frequency: 'ONE', intensity: 'CHILL', weekdays: [1] } }],
      [Q.deletePlan, {}],
    ];
    for (const [query, variables] of calls) {
      const res = await call<unknown>(query, variables);
      // Non-null fields null the whole answer; the nullable myStudyPlan answers null itself.
      expect(Object.values(res.body.data ?? {}).every((v) => v === null), query).toBe(true);
      expect(res.body.errors?.[0], query).toMatchObject({ message: 'Inicia sesión para ver y cambiar tu aprendizaje.', extensions: { code: 'UNAUTHENTICATED' } });
    }
    const pt = await call<unknown>(Q.plan, {}, undefined, { 'accept-language': 'pt-BR' });
    expect(pt.body.errors?.[0]?.message).toBe('Entre na sua conta para ver e alterar seu aprendizado.');
    const tampered = await call<unknown>(Q.notes, {}, `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad`);
    expect(tampered.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect([await count(learnerNotes), await count(projects), await count(studyPlans)]).toEqual(before);
  });
});

describe('notes', () => {
  it('a learner adds, reads, edits and deletes their own notes', async () => {
    const created = await call<{ createLearnerNote: { success: boolean; errors: FieldError[]; note: Note } }>(
      Q.createNote,
      { input: { courseId: String(paygCourse), lectureId: String(paygLecture), body: '  Repasar los atajos de la clase 1  ' } },
      payg.cookie,
    );
    expect(created.body.errors).toBeUndefined();
    const note = created.body.data!.createLearnerNote.note;
    expect(created.body.data!.createLearnerNote).toMatchObject({ success: true, errors: [] });
    expect(note).toMatchObject({ body: 'Repasar los atajos de la clase 1', course: { originalId: paygCourse }, lecture: { originalId: paygLecture } });
    expect(note.course.url).toMatch(/^\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/$/);

    const listed = await call<{ myLearnerNotes: Note[] }>(Q.notes, { courseId: String(paygCourse) }, payg.cookie);
    expect(listed.body.data!.myLearnerNotes[0].id).toBe(note.id);
    expect(listed.body.data!.myLearnerNotes.every((n) => n.course.originalId === paygCourse)).toBe(true);

    const updated = await call<{ updateLearnerNote: { success: boolean; note: Note } }>(Q.updateNote, { id: note.id, input: { body: 'Nota corregida', lectureId: null } }, payg.cookie);
    expect(updated.body.data!.updateLearnerNote).toMatchObject({ success: true, note: { id: note.id, body: 'Nota corregida', lecture: null } });

    const deleted = await call<{ deleteLearnerNote: { success: boolean; id: string } }>(Q.deleteNote, { id: note.id }, payg.cookie);
    expect(deleted.body.data!.deleteLearnerNote).toEqual({ success: true, id: note.id });
    const db = await getDb();
    expect(await db.select().from(learnerNotes).where(eq(learnerNotes.id, note.originalId))).toEqual([]);
  });

  it('answers bad input with translated field errors and changes nothing', async () => {
    const before = await count(learnerNotes);
    const empty = await call<{ createLearnerNote: { success: boolean; errors: FieldError[] } }>(Q.createNote, { input: { courseId: String(paygCourse), body: '   ' } }, payg.cookie);
    expect(empty.body.data!.createLearnerNote).toEqual({ success: false, errors: [{ field: 'body', message: 'Campo Requerido' }], note: null });
    const pt = await call<{ createLearnerNote: { errors: FieldError[] } }>(Q.createNote, { input: { courseId: String(paygCourse), body: '' } }, payg.cookie, { 'accept-language': 'pt-BR' });
    expect(pt.body.data!.createLearnerNote.errors).toEqual([{ field: 'body', message: 'Campo obrigatório' }]);
    const long = await call<{ createLearnerNote: { errors: FieldError[] } }>(Q.createNote, { input: { courseId: String(paygCourse), body: 'x'.repeat(5001) } }, payg.cookie);
    expect(long.body.data!.createLearnerNote.errors).toEqual([{ field: 'body', message: 'El apunte debe tener entre 1 y 5000 caracteres' }]);
    const notMine = await call<{ createLearnerNote: { errors: FieldError[] } }>(Q.createNote, { input: { courseId: String(notEnrolledCourse), body: 'Hola' } }, payg.cookie);
    expect(notMine.body.data!.createLearnerNote.errors).toEqual([{ field: 'courseId', message: 'Solo puedes hacerlo en cursos en los que estás inscrito.' }]);
    const wrongLecture = await call<{ createLearnerNote: { errors: FieldError[] } }>(Q.createNote, { input: { courseId: String(paygCourse), lectureId: String(otherLecture), body: 'Hola' } }, payg.cookie);
    expect(wrongLecture.body.data!.createLearnerNote.errors).toEqual([{ field: 'lectureId', message: 'Esa clase no pertenece al curso elegido.' }]);
    const badId = await call<{ createLearnerNote: { errors: FieldError[] } }>(Q.createNote, { input: { courseId: 'not-an-id', body: 'Hola' } }, payg.cookie);
    expect(badId.body.data!.createLearnerNote.errors).toEqual([{ field: 'courseId', message: 'Campo Requerido' }]);
    expect(await count(learnerNotes)).toBe(before);
  });

  it('a note on a lecture keeps the second of its video (issue 15); a course-wide one has none; an edit without it keeps it while the lecture stays', async () => {
    type Created = { createLearnerNote: { success: boolean; errors: FieldError[]; note: Note | null } };
    type Updated = { updateLearnerNote: { success: boolean; errors: FieldError[]; note: Note | null } };
    const timed = await call<Created>(Q.createNote, { input: { courseId: String(paygCourse), lectureId: String(paygLecture), body: 'Ver el ejemplo', videoSeconds: 135 } }, payg.cookie);
    const note = timed.body.data!.createLearnerNote.note!;
    expect(note).toMatchObject({ videoSeconds: 135, lecture: { originalId: paygLecture } });
    const wholeCourse = await call<Created>(Q.createNote, { input: { courseId: String(paygCourse), body: 'Del curso entero', videoSeconds: 40 } }, payg.cookie);
    expect(wholeCourse.body.data!.createLearnerNote.note).toMatchObject({ videoSeconds: null, lecture: null });

    const textOnly = await call<Updated>(Q.updateNote, { id: note.id, input: { lectureId: String(paygLecture), body: 'Ver el ejemplo otra vez' } }, payg.cookie);
    expect(textOnly.body.data!.updateLearnerNote.note).toMatchObject({ body: 'Ver el ejemplo otra vez', videoSeconds: 135 });
    const courseWide = await call<Updated>(Q.updateNote, { id: note.id, input: { body: 'Ahora del curso' } }, payg.cookie);
    expect(courseWide.body.data!.updateLearnerNote.note).toMatchObject({ lecture: null, videoSeconds: null });
    const cleared = await call<Updated>(Q.updateNote, { id: note.id, input: { lectureId: String(paygLecture), body: 'De nuevo en la clase', videoSeconds: 12 } }, payg.cookie);
    expect(cleared.body.data!.updateLearnerNote.note).toMatchObject({ videoSeconds: 12 });

    const before = await count(learnerNotes);
    for (const videoSeconds of [-1, 86_401]) {
      const bad = await call<Created>(Q.createNote, { input: { courseId: String(paygCourse), lectureId: String(paygLecture), body: 'Fuera de rango', videoSeconds } }, payg.cookie);
      expect(bad.body.data!.createLearnerNote).toEqual({ success: false, errors: [{ field: 'videoSeconds', message: 'El minuto del video no es válido' }], note: null });
    }
    expect(await count(learnerNotes)).toBe(before);
    const listed = await call<{ myLearnerNotes: Note[] }>(Q.notes, { courseId: String(paygCourse) }, payg.cookie);
    expect(listed.body.data!.myLearnerNotes.find((n) => n.id === note.id)?.videoSeconds).toBe(12);
  });

  it('another learner can neither read, edit nor delete them', async () => {
    const created = await call<{ createLearnerNote: { note: Note } }>(Q.createNote, { input: { courseId: String(paygCourse), body: 'Solo mía' } }, payg.cookie);
    const note = created.body.data!.createLearnerNote.note;

    const theirs = await call<{ myLearnerNotes: Note[] }>(Q.notes, {}, premium.cookie);
    expect(theirs.body.data!.myLearnerNotes.length).toBeGreaterThan(0); // premium's own seeded notes
    expect(theirs.body.data!.myLearnerNotes.some((n) => n.id === note.id)).toBe(false);
    const byCourse = await call<{ myLearnerNotes: Note[] }>(Q.notes, { courseId: String(paygCourse) }, premium.cookie);
    expect(byCourse.body.data!.myLearnerNotes.some((n) => n.id === note.id)).toBe(false);

    for (const id of [note.id, String(note.originalId)]) {
      const edit = await call<unknown>(Q.updateNote, { id, input: { body: 'Hackeada' } }, premium.cookie);
      expect(edit.body.errors?.[0]).toMatchObject({ message: 'No encontramos ese apunte.', extensions: { code: 'NOT_FOUND' } });
      const del = await call<unknown>(Q.deleteNote, { id }, premium.cookie);
      expect(del.body.errors?.[0]).toMatchObject({ message: 'No encontramos ese apunte.', extensions: { code: 'NOT_FOUND' } });
    }
    const db = await getDb();
    const [row] = await db.select().from(learnerNotes).where(eq(learnerNotes.id, note.originalId));
    expect(row).toMatchObject({ userId: payg.id, body: 'Solo mía' });
  });
});

describe('projects', () => {
  it('a learner creates a draft, edits it, submits it to a mentor, and can then no longer edit or delete it', async () => {
    const created = await call<{ createLearnerProject: { success: boolean; project: Project } }>(
      Q.createProject,
      { input: { courseId: String(paygCourse), title: '  Landing para una cafetería ', description: 'Primer boceto', evaluation: 'FINAL_PROJECT' } },
      payg.cookie,
    );
    expect(created.body.errors).toBeUndefined();
    const project = created.body.data!.createLearnerProject.project;
    expect(project).toMatchObject({ title: 'Landing para una cafetería', status: 'DRAFT', evaluation: 'FINAL_PROJECT', mentorName: null, canEdit: true, canSubmit: true, canDelete: true });

    const edited = await call<{ updateLearnerProject: { success: boolean; project: Project } }>(Q.updateProject, { id: project.id, input: { title: 'Landing final', evaluation: 'QUIZ_EVALUATION' } }, payg.cookie);
    expect(edited.body.data!.updateLearnerProject).toMatchObject({ success: true, project: { title: 'Landing final', evaluation: 'QUIZ_EVALUATION', status: 'DRAFT' } });

    const submitted = await call<{ submitLearnerProject: { success: boolean; project: Project } }>(Q.submitProject, { id: project.id }, payg.cookie);
    expect(submitted.body.data!.submitLearnerProject).toMatchObject({ success: true, project: { status: 'PUBLISHED', canEdit: false, canSubmit: false, canDelete: false } });
    expect(submitted.body.data!.submitLearnerProject.project.mentorName).toBeTruthy();
    const db = await getDb();
    const [mentor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'mentor@demo.cursalia.test'));
    const [row] = await db.select().from(projects).where(eq(projects.id, project.originalId));
    expect(row.mentorUserId).toBe(mentor.id);
    expect(row.submittedAt).toBeInstanceOf(Date);
    // The submission is tracked once as upload_project (spec §7 tracked events).
    const uploads = await db.select().from(analyticsEvents).where(and(eq(analyticsEvents.eventType, 'upload_project'), eq(analyticsEvents.itemId, String(project.originalId))));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ userId: payg.id, itemType: 'project', pageData: { course_id: row.courseId } });

    const late = await call<{ updateLearnerProject: { success: boolean; errors: FieldError[] } }>(Q.updateProject, { id: project.id, input: { title: 'Otro título', evaluation: 'FINAL_PROJECT' } }, payg.cookie);
    expect(late.body.data!.updateLearnerProject).toEqual({ success: false, errors: [{ field: null, message: 'Este proyecto ya está en revisión y no se puede editar.' }], project: null });
    const again = await call<{ submitLearnerProject: { errors: FieldError[] } }>(Q.submitProject, { id: project.id }, payg.cookie);
    expect(again.body.data!.submitLearnerProject.errors[0].message).toBe('Este proyecto ya fue enviado a revisión.');
    // A refused submission is not an upload.
    expect(await db.select().from(analyticsEvents).where(and(eq(analyticsEvents.eventType, 'upload_project'), eq(analyticsEvents.itemId, String(project.originalId))))).toHaveLength(1);
    const del = await call<unknown>(Q.deleteProject, { id: project.id }, payg.cookie);
    expect(del.body.errors?.[0]).toMatchObject({ message: 'Solo puedes eliminar proyectos en borrador.', extensions: { code: 'BAD_USER_INPUT' } });

    const listed = await call<{ myLearnerProjects: Project[] }>(Q.projects, {}, payg.cookie);
    expect(listed.body.data!.myLearnerProjects.find((p) => p.id === project.id)).toMatchObject({ status: 'PUBLISHED', title: 'Landing final' });
  });

  it('validates input and only allows enrolled courses', async () => {
    const before = await count(projects);
    const bad = await call<{ createLearnerProject: { success: boolean; errors: FieldError[] } }>(Q.createProject, { input: { courseId: String(paygCourse), title: 'ab', evaluation: 'FINAL_PROJECT' } }, payg.cookie);
    expect(bad.body.data!.createLearnerProject.errors).toEqual([{ field: 'title', message: 'El título debe tener entre 3 y 120 caracteres' }]);
    const notMine = await call<{ createLearnerProject: { errors: FieldError[] } }>(Q.createProject, { input: { courseId: String(notEnrolledCourse), title: 'Proyecto', evaluation: 'FINAL_PROJECT' } }, payg.cookie);
    expect(notMine.body.data!.createLearnerProject.errors).toEqual([{ field: 'courseId', message: 'Solo puedes hacerlo en cursos en los que estás inscrito.' }]);
    const enumError = await call<unknown>(Q.createProject, { input: { courseId: String(paygCourse), title: 'Proyecto', evaluation: 'EXAM' } }, payg.cookie);
    expect(enumError.body.errors?.[0]?.message).toMatch(/EXAM/);
    expect(await count(projects)).toBe(before);
  });

  it('another learner can neither read, edit, submit nor delete them; the owner can delete a draft', async () => {
    const created = await call<{ createLearnerProject: { project: Project } }>(Q.createProject, { input: { courseId: String(paygCourse), title: 'Borrador privado', evaluation: 'NOT_REQUIREMENT' } }, payg.cookie);
    const project = created.body.data!.createLearnerProject.project;

    const theirs = await call<{ myLearnerProjects: Project[] }>(Q.projects, {}, premium.cookie);
    expect(theirs.body.data!.myLearnerProjects.length).toBeGreaterThan(0);
    expect(theirs.body.data!.myLearnerProjects.some((p) => p.id === project.id)).toBe(false);
    const attempts: [string, Record<string, unknown>][] = [
      [Q.updateProject, { id: project.id, input: { title: 'Robado', evaluation: 'FINAL_PROJECT' } }],
      [Q.submitProject, { id: project.id }],
      [Q.deleteProject, { id: project.id }],
    ];
    for (const [query, variables] of attempts) {
      const res = await call<unknown>(query, variables, premium.cookie);
      expect(res.body.errors?.[0], query).toMatchObject({ message: 'No encontramos ese proyecto.', extensions: { code: 'NOT_FOUND' } });
    }
    const db = await getDb();
    const [row] = await db.select().from(projects).where(eq(projects.id, project.originalId));
    expect(row).toMatchObject({ userId: payg.id, title: 'Borrador privado', status: 'DRAFT', mentorUserId: null });

    const del = await call<{ deleteLearnerProject: { success: boolean } }>(Q.deleteProject, { id: project.id }, payg.cookie);
    expect(del.body.data!.deleteLearnerProject.success).toBe(true);
    expect(await db.select().from(projects).where(eq(projects.id, project.originalId))).toEqual([]);
  });
});

describe('study plan', () => {
  it('saves, reads and replaces the caller’s plan', async () => {
    const saved = await call<{ saveStudyPlan: { success: boolean; studyPlan: Plan } }>(Q.savePlan, { input: { frequency: 'TWO', intensity: 'INTENSIVE', weekdays: [6, 2] } }, payg.cookie);
    expect(saved.body.data!.saveStudyPlan).toEqual({ success: true, errors: [], studyPlan: { frequency: 'TWO', intensity: 'INTENSIVE', weekdays: [2, 6], weeklyMinutes: 120 } });
    const read = await call<{ myStudyPlan: Plan }>(Q.plan, {}, payg.cookie);
    expect(read.body.data!.myStudyPlan).toEqual({ frequency: 'TWO', intensity: 'INTENSIVE', weekdays: [2, 6], weeklyMinutes: 120 });
  });

  it('explains an incoherent plan and keeps the saved one', async () => {
    const bad = await call<{ saveStudyPlan: { success: boolean; errors: FieldError[] } }>(Q.savePlan, { input: { frequency: 'FIVE', intensity: 'CHILL', weekdays: [1, 2] } }, payg.cookie);
    expect(bad.body.data!.saveStudyPlan).toEqual({ success: false, errors: [{ field: 'weekdays', message: 'Elige exactamente 5 días' }], studyPlan: null });
    const pt = await call<{ saveStudyPlan: { errors: FieldError[] } }>(Q.savePlan, { input: { frequency: 'ONE', intensity: 'CHILL', weekdays: [] } }, payg.cookie, { 'accept-language': 'pt-BR' });
    expect(pt.body.data!.saveStudyPlan.errors).toEqual([{ field: 'weekdays', message: 'Escolha 1 dia' }]);
    const read = await call<{ myStudyPlan: Plan }>(Q.plan, {}, payg.cookie);
    expect(read.body.data!.myStudyPlan.frequency).toBe('TWO');
  });

  it('is per user: another learner reads and deletes only their own', async () => {
    const theirs = await call<{ myStudyPlan: Plan }>(Q.plan, {}, premium.cookie);
    expect(theirs.body.data!.myStudyPlan).toMatchObject({ frequency: 'FIVE', intensity: 'INTENSIVE' }); // premium's seeded plan
    const saved = await call<{ saveStudyPlan: { success: boolean } }>(Q.savePlan, { input: { frequency: 'ALL', intensity: 'CHILL', weekdays: [0, 1, 2, 3, 4, 5, 6] } }, premium.cookie);
    expect(saved.body.data!.saveStudyPlan.success).toBe(true);
    const deleted = await call<{ deleteStudyPlan: { success: boolean } }>(Q.deletePlan, {}, premium.cookie);
    expect(deleted.body.data!.deleteStudyPlan.success).toBe(true);
    expect((await call<{ myStudyPlan: Plan | null }>(Q.plan, {}, premium.cookie)).body.data!.myStudyPlan).toBeNull();
    expect((await call<{ deleteStudyPlan: { success: boolean } }>(Q.deletePlan, {}, premium.cookie)).body.data!.deleteStudyPlan.success).toBe(false);

    const mine = await call<{ myStudyPlan: Plan }>(Q.plan, {}, payg.cookie);
    expect(mine.body.data!.myStudyPlan).toMatchObject({ frequency: 'TWO', weekdays: [2, 6] });
  });
});

describe('learner-area services', () => {
  it('lists certificates of completed courses, and shows a certificate only to its owner', async () => {
    const db = await getDb();
    const list = await listLearnerCertificates(db, payg.id);
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const c of list) expect(c.code).toMatch(CERTIFICATE_CODE_PATTERN);
    const code = list[0].code;
    expect(await getLearnerCertificate(db, payg.id, code)).toMatchObject({ code, learnerName: 'Camila Rojas' });
    expect(await getLearnerCertificate(db, premium.id, code)).toBeNull();

    // Issue 15: reading never issues. A course marked complete without its completion event gets
    // no certificate from being listed…
    const [open] = await db
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(eq(enrollments.userId, payg.id), isNull(enrollments.completedAt), ne(courses.projectEvaluation, 'FINAL_PROJECT')))
      .orderBy(asc(enrollments.courseId))
      .limit(1);
    await db.update(enrollments).set({ progressPercent: 100, completedAt: new Date() }).where(and(eq(enrollments.userId, payg.id), eq(enrollments.courseId, open.courseId)));
    expect((await listLearnerCertificates(db, payg.id)).length).toBe(list.length);

    // …while finishing its lectures in the classroom issues it, once.
    await finishCourse(db, payg.id, open.courseId);
    const after = await listLearnerCertificates(db, payg.id);
    expect(after.length).toBe(list.length + 1);
    expect(after[0].course.id).toBe(open.courseId);
    await finishCourse(db, payg.id, open.courseId);
    expect((await listLearnerCertificates(db, payg.id)).length).toBe(after.length);
    const rows = await db.select().from(certificates).where(and(eq(certificates.userId, payg.id), inArray(certificates.courseId, [open.courseId])));
    expect(rows.length).toBe(1);
  });

  it('sorts enrollments by last activity (a new note moves its course first)', async () => {
    const db = await getDb();
    const before = await listLearnerEnrollments(db, premium.id);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const last = before[before.length - 1];
    await call(Q.createNote, { input: { courseId: String(last.course.id), body: 'Retomo este curso' } }, premium.cookie);
    const after = await listLearnerEnrollments(db, premium.id);
    expect(after[0].course.id).toBe(last.course.id);
    for (let i = 1; i < after.length; i++) expect(after[i - 1].lastActivityAt.getTime()).toBeGreaterThanOrEqual(after[i].lastActivityAt.getTime());
  });

  it('shows an organisation member the tracks their organisation assigned', async () => {
    const db = await getDb();
    const member = await userId('member@demo.cursalia.test');
    // Acme Learning assigns a track to every member (the organisation seed may already have one).
    const [acme] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'acme-learning'));
    const [path] = await db.select({ id: skillPaths.id }).from(skillPaths).orderBy(asc(skillPaths.id)).limit(1);
    await db.insert(organizationAssignments).values({ organizationId: acme.id, userId: null, skillPathId: path.id }).onConflictDoNothing();
    const tracks = await listLearnerTracks(db, member);
    expect(tracks.some((t) => t.assignment?.organizationName === 'Acme Learning')).toBe(true);
    for (const t of tracks) {
      expect(t.total).toBe(t.courses.length);
      expect(t.percent).toBeGreaterThanOrEqual(0);
      expect(t.percent).toBeLessThanOrEqual(100);
    }
    // A learner outside the organisation never sees its assignments.
    const outsider = await listLearnerTracks(db, payg.id);
    expect(outsider.some((t) => t.assignment !== null)).toBe(false);
  });
});
