import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { text } from './support/messages';

/**
 * Learner areas in both variants (issue 7 item 1, spec §2 "Learner-area paths"): the premium
 * member (premium-dashboard flag on in the seed) lives under /learn/, the pay-as-you-go learner
 * under /panel/; each sees their own data, the other variant's URLs redirect, a learner adds a
 * note and a study plan, and a certificate prints (and saves as PDF).
 */
const csrf = 'e2e-learner-csrf-token-0123456789abcdefghijklmn';

async function signIn(page: Page, email: string) {
  const base = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'csrftoken', value: csrf, url: base }]);
  const res = await page.request.post('/api/v2/graph/auth/', {
    headers: { 'x-csrftoken': csrf },
    data: { query: 'mutation($input: LoginInput!) { login(input: $input) { success } }', variables: { input: { username: email, password: 'Demo-2026' } } },
  });
  expect((await res.json()).data.login.success).toBe(true);
}

const path = (page: Page) => new URL(page.url()).pathname;

test('a stale session cookie is a visitor\'s: 401 on a sign-in-only page, and the landing stays the landing', async ({ page, baseURL }) => {
  // A token the server did not sign (or one that expired): the proxy verifies it (issue 18 item 7).
  const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic3YiOjB9.c2lnbmF0dXJlLW5vdC1vdXJz';
  await page.context().addCookies([{ name: 'cursalia_jwt', value: forged, url: baseURL! }]);
  const res = await page.goto('/panel/mis-proyectos/');
  expect(res?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión para continuar' })).toBeVisible();
  // The visitor landing is not swapped for the signed-in home (spec §2 home target).
  await page.goto('/');
  expect(path(page)).toBe('/');
});

test('a signed-in learner on a page not for them gets 403 with the notice; a session ended elsewhere gets 401', async ({ page }) => {
  await signIn(page, 'payg@demo.cursalia.test');
  // The teacher panel is for teachers: the proxy asks the page's own rule (issue 18 item 7).
  let res = await page.goto('/panel-profesor/');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'No tienes acceso a esta sección' })).toBeVisible();
  // Their own area answers 200.
  res = await page.goto('/panel/mis-proyectos/');
  expect(res?.status()).toBe(200);
  // "Log out everywhere" ends this session: the same well-signed cookie (as a second device
  // still holds it) now gets the sign-in prompt, answered 401.
  const token = (await page.context().cookies()).find((c) => c.name === 'cursalia_jwt')!.value;
  const other = await page.request.post('/api/v2/graph/auth/', {
    headers: { 'x-csrftoken': csrf },
    data: { query: 'mutation { logoutEverywhere { success } }' },
  });
  expect((await other.json()).data.logoutEverywhere.success).toBe(true);
  await page.context().addCookies([{ name: 'cursalia_jwt', value: token, url: test.info().project.use.baseURL! }]);
  res = await page.goto('/panel/mis-proyectos/');
  expect(res?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión para continuar' })).toBeVisible();
});

test('a visitor is asked to sign in, and comes back to the page', async ({ page }) => {
  const res = await page.goto('/panel/mis-proyectos/');
  // The sign-in prompt answers 401 (issue 18 item 7).
  expect(res?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión para continuar' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', /\/entrar\/\?next=%2Fpanel%2Fmis-proyectos%2F/);
  // The page's own noindex, and Next's for an error status: every robots tag says noindex.
  const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toMatch(/noindex/);
});

test('premium lands on the dashboard variant with their own courses, and classic URLs redirect there', async ({ page }) => {
  // Four pages of the learner area: 30 s alone, over the 60 s default beside another worker on CI.
  test.slow();
  await signIn(page, 'premium@demo.cursalia.test');
  await page.goto('/learn/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Mateo' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Secciones de tu aprendizaje' });
  await expect(nav.getByRole('link', { name: 'Mis cursos' })).toHaveAttribute('href', '/learn/my-courses/enrolled/');
  await expect(nav.getByRole('link', { name: 'Para ti' })).toBeVisible();
  // The seed enrolls the member in four courses; classroom.spec, running beside this one on the
  // same database, may add the membership course it opens (a premium member's first lecture
  // enrolls them): the count is at least the seed's, and the list holds every course it counts.
  const stat = page.locator('[data-stat="enrolled"]');
  await expect(stat).toHaveText(/^\d+$/);
  const enrolled = Number(await stat.textContent());
  expect(enrolled).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('heading', { name: 'Continúa aprendiendo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recomendado para ti' })).toBeVisible();

  await page.goto('/panel/mis-cursos/');
  await expect.poll(() => path(page)).toBe('/learn/my-courses/enrolled/');
  // Every enrollment the home counted is listed (classroom.spec may have added its one since).
  await expect(page.getByTestId('enrollment').first()).toBeVisible();
  const listed = await page.getByTestId('enrollment').count();
  expect(listed).toBeGreaterThanOrEqual(enrolled);
  expect(listed).toBeLessThanOrEqual(enrolled + 1);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis cursos' })).toBeVisible();

  await page.goto('/panel/mis-proyectos/');
  await expect.poll(() => path(page)).toBe('/learn/projects/');
  await expect(page.getByTestId('project').first()).toBeVisible();
  await expect(page.getByText('En revisión').first()).toBeVisible();

  await page.goto('/learn/content-for-you/');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenido para ti' })).toBeVisible();
});

/** A classroom lecture URL (issue 15): under the course page, with the /org/{slug} prefix for organisation learners. */
const CLASSROOM = /^(\/org\/[a-z0-9-]+)?\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/clase\/\d+\/$/;

test("a premium member's 'Continuar' goes to the classroom, and the course page says the course is included (issue 15)", async ({ page }) => {
  await signIn(page, 'premium@demo.cursalia.test');
  await page.goto('/learn/');
  const first = page.getByRole('list', { name: 'Continúa aprendiendo' }).getByTestId('enrollment').first();
  await expect(first.getByRole('link', { name: /^(Empezar|Continuar|Repasar): / })).toHaveAttribute('href', CLASSROOM);
  // The title still leads to the course page, which now knows the viewer (its buy box island).
  const coursePage = await first.getByRole('heading').getByRole('link').getAttribute('href');
  await page.goto(coursePage!);
  const box = page.getByRole('complementary', { name: 'Tu curso' });
  // The cached page's buy box says what it says to everyone until its island has hydrated,
  // read `me` and asked for the viewer's access (Apollo loads with it): CI's two shared cores
  // took over 10 s for that on both tries.
  await waitForHydration(page);
  await expect(box.getByText('Incluido en tu membresía')).toBeVisible({ timeout: 30_000 });
  await expect(box.getByRole('link', { name: /^(Continuar|Ir al curso)$/ })).toHaveAttribute('href', CLASSROOM);
  await expect(page.getByRole('button', { name: 'Comprar ahora' })).toHaveCount(0);
});

test('pay-as-you-go lands on the classic variant with their own data, and dashboard URLs redirect there', async ({ page }) => {
  await signIn(page, 'payg@demo.cursalia.test');
  await page.goto('/learn/my-courses/enrolled/');
  await expect.poll(() => path(page)).toBe('/panel/mis-cursos/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis cursos' })).toBeVisible();
  await expect(page.getByTestId('enrollment')).toHaveCount(3);
  const nav = page.getByRole('navigation', { name: 'Secciones de tu aprendizaje' });
  await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home/');
  await expect(nav.getByRole('link', { name: 'Para ti' })).toHaveCount(0);

  await page.goto('/learn/projects/');
  await expect.poll(() => path(page)).toBe('/panel/mis-proyectos/');
  await expect(page.getByText('Con observaciones').first()).toBeVisible();
  await expect(page.getByText('Comentarios de tu mentor').first()).toBeVisible();

  await page.goto('/learn/');
  await expect.poll(() => path(page)).toBe('/home/');
  await expect(page.getByRole('heading', { name: 'Tu panel de aprendizaje' })).toBeVisible();
  const notes = page.getByRole('list', { name: 'Tu panel de aprendizaje' }).getByRole('link', { name: 'Mis apuntes' });
  await expect(notes).toHaveAttribute('href', '/panel/mis-apuntes/');
  await page.goto((await notes.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis apuntes' })).toBeVisible();
});

test('an organisation member is sent under /org/{slug}/learn/', async ({ page }) => {
  await signIn(page, 'member@demo.cursalia.test');
  await page.goto('/panel/mis-cursos/especializaciones/');
  await expect.poll(() => path(page)).toBe('/org/acme-learning/learn/my-courses/tracks/');
  await expect(page.getByRole('heading', { level: 1, name: 'Rutas de aprendizaje' })).toBeVisible();
  await expect(page.getByText('Asignada por Acme Learning').first()).toBeVisible();
  await page.goto('/learn/studyplan/');
  await expect.poll(() => path(page)).toBe('/org/acme-learning/learn/studyplan/');
  // Every learner link of the area leads to a page (issue 18 item 6): the organisation's saved
  // courses answer with the saved-courses page, which tells a member without premium why not
  // (a page they may not open: 403, issue 18 item 7).
  const saved = await page.goto('/org/acme-learning/learn/my-courses/saved/');
  expect(saved?.status()).toBe(403);
  await expect(page.getByRole('main').getByRole('link', { name: text('es', 'savedCourses', 'noAccessCta') })).toHaveAttribute('href', '/premium/');
  // An organisation that does not exist is a 404, as for every /org/ page.
  await page.goto('/org/no-existe/learn/my-courses/saved/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(text('es', 'common', 'notFound.title'));
});

test('a learner adds a note and a study plan', async ({ page }) => {
  // Two forms with their islands, a reload and three pages: a minute alone on an idle machine,
  // past the 60 s default on CI beside another worker.
  test.slow();
  await signIn(page, 'payg@demo.cursalia.test');
  await page.goto('/panel/mis-apuntes/');
  const text = `Repasar la clase de composición ${Date.now()}`;
  await page.locator('#note-body').fill(text);
  await page.getByRole('button', { name: 'Guardar apunte' }).click();
  await expect(page.getByText('Apunte guardado.')).toBeVisible();
  const note = page.getByTestId('note').filter({ hasText: text });
  await expect(note).toHaveCount(1);
  await page.reload();
  await expect(note).toHaveCount(1);
  // Clean up so the test can run again on the same data.
  await note.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(note).toHaveCount(0);

  await page.goto('/panel/mi-plan-de-estudios/');
  await page.getByRole('radio', { name: '5 días' }).check();
  await page.getByRole('checkbox', { name: 'Viernes' }).uncheck();
  await page.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByText('Elige exactamente 5 días')).toBeVisible();

  await page.getByRole('radio', { name: '2 días' }).check();
  await page.getByRole('checkbox', { name: 'Martes' }).uncheck();
  await page.getByRole('checkbox', { name: 'Sábado' }).check();
  await page.getByRole('radio', { name: /^Intensiva/ }).check();
  await page.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByText('Plan de estudios guardado.')).toBeVisible();
  await expect(page.getByTestId('study-plan-summary')).toContainText('Estudias 2 días por semana: jueves y sábado.');
  await expect(page.getByTestId('study-plan-summary')).toContainText('60 min por sesión · 2 h a la semana');
});

test('a certificate opens as a printable page that saves as PDF', async ({ page }) => {
  await signIn(page, 'payg@demo.cursalia.test');
  await page.goto('/panel/mis-diplomas/');
  const card = page.getByTestId('certificate').first();
  await expect(card).toBeVisible();
  const open = card.getByRole('link', { name: /^Ver y descargar/ });
  await expect(open).toHaveAttribute('href', /^\/panel\/mis-diplomas\/CERT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\/$/);
  await page.goto((await open.getAttribute('href'))!);
  const code = path(page).split('/')[3];
  await expect(page.getByTestId('certificate-learner')).toHaveText('Camila Rojas');
  await expect(page.getByTestId('certificate-code')).toHaveText(code);

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Descargar / Imprimir' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Descargar / Imprimir' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Secciones de tu aprendizaje' })).toBeHidden();
  await expect(page.getByTestId('certificate-learner')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });

  // The same code is nobody else's: another learner gets a 404, and a dashboard user opening the classic URL is redirected.
  // Leave the signed-in page first: a request it sends after the cookies are cleared gets a fresh
  // CSRF cookie from the API, which can replace the one signIn sets before its login is sent.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, 'premium@demo.cursalia.test');
  const res = await page.goto(`/panel/mis-diplomas/${code}/`);
  await expect.poll(() => path(page)).toBe(`/learn/certificates/${code}/`);
  expect(res?.status()).toBe(404);
});
