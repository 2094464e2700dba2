/**
 * Seeds the learner areas (issue 7) on top of the enrollments seed-users created, so every demo
 * learner lands on real content: a certificate for each completed course (every learner),
 * projects in every status (the ones submitted assigned to the demo mentor, so the mentor panel has work), study
 * plans and notes on courses and lectures. (Organisation assignments and the ordinary learners'
 * projects come from seed-org-panels.ts.)
 * Deterministic: same enrollments and `now` → same rows (dates move with `now`, like enrollments).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import {
  certificates,
  courseLectures,
  courses,
  enrollments,
  learnerNotes,
  organizations,
  projects,
  studyPlans,
  type LocalizedText,
} from '../schema';
import { certificateCodeFromBytes } from '@/lib/domain/learning/certificate-code';
import type { DemoKey } from './demo-accounts';
import { rngFor } from './random';
import type { SeededUsers } from './seed-users';
import { addMs, DAY_MS, HOUR_MS, insertChunked, startOfUtcDay, type SeedDb } from './util';

type Enrollment = { id: number; userId: number; courseId: number; progressPercent: number; createdAt: Date; completedAt: Date | null; title: LocalizedText };
type ProjectRow = typeof projects.$inferInsert;
type Lang = 'es' | 'pt';

/** Demo learners whose areas get projects, notes and plans (the panels' accounts keep theirs empty). */
const LEARNER_KEYS: DemoKey[] = ['payg', 'premium', 'trial', 'degree', 'member', 'admin'];

const PROJECT_TEXT = {
  es: {
    final: (course: string) => `Proyecto final de ${course}`,
    practice: (course: string) => `Mi práctica de ${course}`,
    description: (course: string) =>
      `Apliqué lo aprendido en ${course} a un caso real: planteé el objetivo, documenté cada paso del proceso y preparé una presentación con los resultados y lo que mejoraría en una segunda versión.`,
    draft: 'Borrador: todavía me falta documentar el proceso y añadir las imágenes del resultado final.',
    observed: 'Buen planteamiento. Antes de aprobarlo, explica por qué elegiste esa solución y añade el antes y el después para que se vea tu aporte.',
    finished: 'Excelente trabajo: el proceso está bien documentado y el resultado es de nivel profesional. ¡Felicitaciones!',
  },
  pt: {
    final: (course: string) => `Projeto final de ${course}`,
    practice: (course: string) => `Minha prática de ${course}`,
    description: (course: string) =>
      `Apliquei o que aprendi em ${course} a um caso real: defini o objetivo, documentei cada etapa do processo e preparei uma apresentação com os resultados e o que eu melhoraria numa segunda versão.`,
    draft: 'Rascunho: ainda falta documentar o processo e adicionar as imagens do resultado final.',
    observed: 'Boa proposta. Antes de aprovar, explique por que escolheu essa solução e adicione o antes e depois para mostrar sua contribuição.',
    finished: 'Excelente trabalho: o processo está bem documentado e o resultado tem nível profissional. Parabéns!',
  },
} as const;

const NOTES: Record<Lang, string[]> = {
  es: [
    'Repasar esta clase antes del proyecto: el orden de los pasos importa más de lo que parece.',
    'Idea clave: primero definir el objetivo y el público, después elegir la herramienta.',
    'Atajo útil que mostró el profesor; probarlo en mi próximo trabajo.',
    'Dudas para la próxima sesión: ¿cómo adaptar este ejemplo a un presupuesto pequeño?',
    'Resumen del módulo: practicar 20 minutos al día rinde más que una tarde entera a la semana.',
  ],
  pt: [
    'Revisar esta aula antes do projeto: a ordem das etapas importa mais do que parece.',
    'Ideia-chave: primeiro definir o objetivo e o público, depois escolher a ferramenta.',
    'Atalho útil que o professor mostrou; testar no meu próximo trabalho.',
  ],
};

function bytesFrom(rng: ReturnType<typeof rngFor>): Uint8Array {
  return Uint8Array.from({ length: 8 }, () => rng.int(0, 255));
}

export async function seedLearning(db: SeedDb, now: Date, people: SeededUsers): Promise<void> {
  const day = startOfUtcDay(now);
  const rng = rngFor('learning');
  const demo = people.demo;
  const langOf = (userId: number): Lang => (userId === demo.trial ? 'pt' : 'es');

  const all: Enrollment[] = await db
    .select({
      id: enrollments.id,
      userId: enrollments.userId,
      courseId: enrollments.courseId,
      progressPercent: enrollments.progressPercent,
      createdAt: enrollments.createdAt,
      completedAt: enrollments.completedAt,
      title: courses.title,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .orderBy(asc(enrollments.id));
  const byUser = new Map<number, Enrollment[]>();
  for (const e of all) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), e]);
  const title = (e: Enrollment) => e.title[langOf(e.userId)] || e.title.es;

  // Certificates: one per completed course, issued when it was completed.
  const codeRng = rngFor('certificates');
  await insertChunked(
    db,
    certificates,
    all.filter((e) => e.completedAt !== null).map((e) => ({ userId: e.userId, courseId: e.courseId, code: certificateCodeFromBytes(bytesFrom(codeRng)), issuedAt: e.completedAt! })),
  );

  // Projects of the demo learners: the completed course's is certified (or approved), the most
  // advanced open one is in review or returned with feedback, the least advanced is a draft.
  const mentor = demo.mentor;
  const [acme] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'acme-learning')).limit(1);
  const projectRows: ProjectRow[] = [];
  const project = (e: Enrollment, status: ProjectRow['status'], options: { evaluation?: ProjectRow['evaluation']; practice?: boolean; score?: number; daysAgo: number }) => {
    const text = PROJECT_TEXT[langOf(e.userId)];
    const created = addMs(day, -options.daysAgo * DAY_MS + 10 * HOUR_MS);
    const submitted = status === 'DRAFT' ? null : addMs(created, 2 * DAY_MS);
    const reviewed = status === 'OBSERVED' || status === 'FINISHED' || status === 'CERTIFIED' ? addMs(created, 4 * DAY_MS) : null;
    projectRows.push({
      userId: e.userId,
      courseId: e.courseId,
      organizationId: e.userId === demo.member || e.userId === demo.admin ? acme?.id ?? null : null,
      title: options.practice ? text.practice(title(e)) : text.final(title(e)),
      description: status === 'DRAFT' ? text.draft : text.description(title(e)),
      evaluation: options.evaluation ?? 'FINAL_PROJECT',
      status,
      mentorUserId: submitted ? mentor : null,
      score: status === 'FINISHED' || status === 'CERTIFIED' ? (options.score ?? rng.int(82, 98)) : null,
      feedback: status === 'OBSERVED' ? text.observed : status === 'FINISHED' || status === 'CERTIFIED' ? text.finished : null,
      createdAt: created,
      submittedAt: submitted,
      reviewedAt: reviewed,
    });
  };
  for (const key of LEARNER_KEYS) {
    const list = [...(byUser.get(demo[key]) ?? [])];
    const done = list.filter((e) => e.completedAt !== null);
    const open = list.filter((e) => e.completedAt === null).sort((a, b) => b.progressPercent - a.progressPercent || a.id - b.id);
    done.forEach((e, i) => project(e, i === 0 ? 'CERTIFIED' : 'FINISHED', { daysAgo: 18 + i }));
    if (open.length > 0) project(open[0], key === 'payg' || key === 'degree' ? 'OBSERVED' : key === 'trial' || key === 'admin' ? 'DRAFT' : 'PUBLISHED', { daysAgo: 9, evaluation: key === 'degree' ? 'QUIZ_EVALUATION' : 'FINAL_PROJECT' });
    if (open.length > 1) project(open[1], key === 'premium' || key === 'member' ? 'DRAFT' : 'PUBLISHED', { daysAgo: 4, practice: true, evaluation: key === 'premium' ? 'NOT_REQUIREMENT' : 'FINAL_PROJECT' });
  }
  await insertChunked(db, projects, projectRows);

  // Study plans: three of the demo learners have one; the others meet the empty state and the form.
  await insertChunked(db, studyPlans, [
    { userId: demo.payg, frequency: 'THREE' as const, intensity: 'REGULAR' as const, weekdays: [1, 3, 5], updatedAt: addMs(day, -12 * DAY_MS) },
    { userId: demo.premium, frequency: 'FIVE' as const, intensity: 'INTENSIVE' as const, weekdays: [1, 2, 3, 4, 5], updatedAt: addMs(day, -30 * DAY_MS) },
    { userId: demo.degree, frequency: 'TWO' as const, intensity: 'CHILL' as const, weekdays: [2, 4], updatedAt: addMs(day, -6 * DAY_MS) },
  ]);

  // Notes: on the demo learners' courses, some on a lecture, some on the whole course.
  const noteCourses = LEARNER_KEYS.filter((k) => k !== 'admin').flatMap((key) => (byUser.get(demo[key]) ?? []).slice(0, 2));
  const lectures = await db
    .select({ id: courseLectures.id, courseId: courseLectures.courseId })
    .from(courseLectures)
    .where(inArray(courseLectures.courseId, [...new Set(noteCourses.map((e) => e.courseId))]))
    .orderBy(asc(courseLectures.courseId), asc(courseLectures.position));
  const noteRows: (typeof learnerNotes.$inferInsert)[] = [];
  noteCourses.forEach((e, i) => {
    const texts = NOTES[langOf(e.userId)];
    const ofCourse = lectures.filter((l) => l.courseId === e.courseId);
    const count = i % 2 === 0 ? 2 : 1;
    for (let n = 0; n < count; n++) {
      const at = addMs(day, -(3 + i + n * 2) * DAY_MS + 19 * HOUR_MS);
      noteRows.push({
        userId: e.userId,
        courseId: e.courseId,
        lectureId: n === 0 && ofCourse.length > 0 ? ofCourse[Math.min(ofCourse.length - 1, 1 + (i % 3))].id : null,
        body: texts[(i + n) % texts.length],
        createdAt: at,
        updatedAt: at,
      });
    }
  });
  await insertChunked(db, learnerNotes, noteRows);
}
