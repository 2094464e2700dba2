import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';

/**
 * Issue 15, reviewing written quiz answers in a real browser: the demo teacher finds the seeded
 * attempts awaiting review from the teacher panel, accepts a written answer with a comment for the
 * learner and the attempt leaves the list (for good: a reload agrees); a learner gets no access to
 * the screen nor to its fields.
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
