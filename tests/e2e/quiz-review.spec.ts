import { expect, test, type Page } from '@playwright/test';
import { CATEGORY_QUESTIONS, topicQuestions } from '../../lib/server/db/seed/curriculum-data';
import { waitForHydration } from './support/hydration';

/**
 * Issue 15, reviewing written quiz answers in a real browser: the demo teacher finds the seeded
 * attempts awaiting review from the teacher panel, accepts a written answer with a comment for the
 * learner and the attempt leaves the list (for good: a reload agrees); a learner gets no access to
 * the screen nor to its fields; and the whole round trip: a premium member hands in a practice
 * quiz with a written answer, the teacher accepts it with a comment, and the member reads the
 * comment and the pass with the attempt in the classroom.
 */
const csrf = 'e2e-quiz-review-csrf-token-0123456789abcdefghij';
const PASSWORD = 'Demo-2026';
const REVIEWS = '/panel-profesor/respuestas-por-revisar/';

async function gql(page: Page, path: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post(path, { headers: { 'x-csrftoken': csrf }, data: { query, variables } });
  return (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function signIn(page: Page, email: string) {
  await page.context().addCookies([{ name: 'csrftoken', value: csrf, url: test.info().project.use.baseURL! }]);
  const body = await gql(page, '/api/v2/graph/auth/', 'mutation($input: LoginInput!) { login(input: $input) { success } }', { input: { username: email, password: PASSWORD } });
  expect(body.data?.login).toEqual({ success: true });
}

test('the course’s teacher accepts a written answer and the attempt leaves the list', async ({ page }) => {
  test.slow();
  await signIn(page, 'teacher@demo.cursalia.test');
  await page.goto('/panel-profesor/');
  const section = page.locator('#teacher-reviews');
  await expect(section.getByRole('heading', { name: 'Respuestas por revisar' })).toBeVisible();
  await expect(section.getByText(/intentos? de cuestionario esperan? tu revisión/)).toBeVisible();
  await section.getByRole('link', { name: 'Revisar respuestas' }).click();
  await expect(page).toHaveURL(new RegExp(`${REVIEWS}$`));
  await waitForHydration(page);

  const list = page.locator('#quiz-reviews');
  const cards = list.getByRole('listitem');
  const before = await cards.count();
  expect(before).toBeGreaterThan(0);
  const card = cards.first();
  const learner = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  // The learner's written answer is shown under its question.
  await expect(card.getByText(/^Pregunta: /)).toBeVisible();
  await expect(card.getByText(`Respuesta de ${learner}`)).toBeVisible();

  await card.getByRole('radio', { name: 'Aceptar' }).check();
  // A comment for the learner goes with the review (shown with their attempt in the classroom).
  await card.getByRole('textbox', { name: 'Comentario para el estudiante (opcional)' }).fill('Buen planteamiento: añade un ejemplo concreto la próxima vez.');
  await card.getByRole('button', { name: 'Enviar revisión' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Revisión enviada: ${learner}` })).toBeVisible();
  await expect(list.getByRole('form', { name: `Revisión del intento de ${learner}` })).toHaveCount(0);
  await expect(cards).toHaveCount(before - 1);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Respuestas por revisar', level: 1 })).toBeVisible();
  await expect(page.locator('#quiz-reviews').getByRole('form', { name: `Revisión del intento de ${learner}` })).toHaveCount(0);
});

test('a learner gets no access to the review screen nor to its fields', async ({ page }) => {
  await signIn(page, 'payg@demo.cursalia.test');
  await page.goto(REVIEWS);
  await expect(page.getByText('La revisión de respuestas es para los profesores de los cursos y el equipo de la plataforma.')).toBeVisible();
  await expect(page.locator('#quiz-reviews')).toHaveCount(0);
  const list = await gql(page, '/api/graph/', '{ pendingQuizReviews { totalCount } }');
  expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const review = await gql(page, '/api/graph/', 'mutation { reviewQuizAttempt(attemptId: 1, grades: []) { success } }');
  expect(review.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

/**
 * A practice quiz of the demo teacher's course "Lettering digital" (a membership course, so the
 * premium demo member takes it without paying): lecture 7 asks four choice questions and one
 * written one (seed-quiz-reviews.ts adds it), threshold 70 %, answers never shown.
 */
const QUIZ_LECTURE = '/cursos-online/diseno-grafico/lettering-digital/clase/7/';
const PREMIUM = { email: 'premium@demo.cursalia.test', name: 'Mateo González' };
const COMMENT = 'Muy buena idea: prueba el lettering también en tamaño pequeño.';

/** The right options of the demo curricula (what a learner who studied would choose), by option id. */
const RIGHT_OPTIONS = new Set(
  [...Object.values(CATEGORY_QUESTIONS).flat(), ...topicQuestions({ es: 'x', pt: 'x', en: 'x' })].flatMap((q) => q.options.filter((o) => o.correct).map((o) => o.id)),
);

test('a learner hands in a written answer, the teacher comments on it, and the learner reads the comment in the classroom', async ({ page, browser }) => {
  test.slow();
  await signIn(page, PREMIUM.email);
  await page.goto(QUIZ_LECTURE);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Comenzar el cuestionario' }).click();
  const questions = page.locator('fieldset[data-question]');
  await expect(questions).toHaveCount(5);
  // One choice question missed, the other three right (3 of 5 points, 60 %): the written answer
  // decides whether the attempt reaches 70 %, so it waits for the teacher.
  let missed = false;
  for (const question of await questions.all()) {
    const written = question.getByRole('textbox', { name: 'Tu respuesta' });
    if ((await written.count()) > 0) {
      await written.fill('Haría el cartel de una cafetería del barrio: bocetos a mano, luego vectorizado y probado a dos tamaños.');
      continue;
    }
    const choices = await question.locator('input[type="radio"], input[type="checkbox"]').all();
    const right = await Promise.all(choices.map(async (choice) => RIGHT_OPTIONS.has((await choice.getAttribute('value'))!)));
    if (!missed) {
      missed = true;
      await choices[right.indexOf(false)].check();
      continue;
    }
    for (const [i, choice] of choices.entries()) if (right[i]) await choice.check();
  }
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByText('Tu puntuación: 60 %')).toBeVisible();
  await expect(page.getByText('Tus respuestas escritas están pendientes de revisión. Necesitas 70 % para aprobar.')).toBeVisible();

  const teacherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES' });
  try {
    const teacher = await teacherContext.newPage();
    await signIn(teacher, 'teacher@demo.cursalia.test');
    await teacher.goto(REVIEWS);
    await waitForHydration(teacher);
    const review = teacher.getByRole('form', { name: `Revisión del intento de ${PREMIUM.name}` });
    await expect(review).toBeVisible();
    const card = teacher.locator('#quiz-reviews li').filter({ has: review });
    await expect(card.getByText('Haría el cartel de una cafetería del barrio', { exact: false })).toBeVisible();
    await review.getByRole('radio', { name: 'Aceptar' }).check();
    await review.getByRole('textbox', { name: 'Comentario para el estudiante (opcional)' }).fill(COMMENT);
    await review.getByRole('button', { name: 'Enviar revisión' }).click();
    await expect(teacher.getByRole('status').filter({ hasText: `Revisión enviada: ${PREMIUM.name}` })).toBeVisible();
  } finally {
    await teacherContext.close();
  }

  // Back in the classroom, the attempt shows the verdict and the reviewer's words.
  await page.reload();
  const comment = page.locator('[data-reviewer-comment]');
  await expect(comment.getByRole('heading', { name: 'Comentario de quien revisó' })).toBeVisible();
  await expect(comment.getByText(COMMENT)).toBeVisible();
  await expect(page.getByText('¡Aprobado! Se necesitaba 70 %.')).toBeVisible();
});
