import { expect, test, type Locator, type Page } from '@playwright/test';
import { isOperation } from './support/graphql-operation';
import { loginDialog, signInThroughDialog } from './support/auth-dialog';
import { waitForHydration } from './support/hydration';
import { text } from './support/messages';

// Saved courses (spec §2 learner paths, §4 "Saved courses", §6 "Saving courses: premium users
// only", §7 CreateSavedCourse / DeleteSavedCourse on v4, §8 texts), as members use them.
// Playwright runs in es-ES, so the pages are Spanish.

const SAVED = text('es', 'savedCourses', 'snackbar.saved');
const REMOVED = text('es', 'savedCourses', 'snackbar.removed');
const SAVED_LIST = '/learn/my-courses/saved/';
const SAVED_LIST_CLASSIC = '/panel/mis-cursos-guardados/';
const CREATE = 'mutation CreateSavedCourse($course_id: ID!) { createSavedCourse(course_id: $course_id) { success messages } }';

/** The save toggle of the course titled `title` (its accessible name names the course). */
function saveToggle(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('button', { name: text('es', 'savedCourses', 'button.label').replace('{title}', title), exact: true });
}

/** Opens the first course of the catalogue and signs in there through the menu's login dialog; returns its title. */
async function openCourseSignedIn(page: Page, email: string): Promise<string> {
  await page.goto('/cursos-online/?all=true');
  const first = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const href = (await first.getAttribute('href'))!;
  await page.goto(href);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await signInThroughDialog(page, email);
  return title;
}

test.describe('saved courses', () => {
  test('a premium member saves a course from its page, finds it in "Mis guardados" and unsaves it there', async ({ page }) => {
    // Sign-in, the course page, "Mis guardados" and back, with two snackbars: 51 s of its 60 on CI's
    // PGlite pass and over 60 on PostgreSQL, all CPU-bound steps (issue 14's work on the pages is the fix).
    test.slow();
    const title = await openCourseSignedIn(page, 'premium@demo.cursalia.test');
    const toggle = saveToggle(page.getByRole('main'), title).first();
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-pressed')) === 'true') {
      // Saved by an earlier run on this database: start from an unsaved course.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText(REMOVED)).toBeVisible();
      await page.mouse.click(5, 400);
      await expect(page.getByText(REMOVED)).toHaveCount(0);
    }

    const created = page.waitForResponse((r) => /\/api\/graph\/$/.test(r.url()) && isOperation(r.request().postData(), 'CreateSavedCourse'));
    await toggle.click();
    expect(await (await created).json()).toMatchObject({ data: { createSavedCourse: { success: true, messages: [SAVED] } } });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The spec §8 text in a top-right snackbar, gone on a click outside (spec §4).
    const snackbar = page.getByRole('status').filter({ hasText: SAVED });
    await expect(snackbar).toBeVisible();
    const box = (await snackbar.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 4);
    expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.75);
    await page.mouse.click(5, 400);
    await expect(page.getByText(SAVED)).toHaveCount(0);

    // Newest saved first on both learner paths.
    for (const path of [SAVED_LIST_CLASSIC, SAVED_LIST]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: text('es', 'savedCourses', 'title') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem').first().getByRole('heading', { name: title })).toBeVisible();
    }
    const row = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const listed = saveToggle(row, title);
    await expect(listed).toHaveAttribute('aria-pressed', 'true');
    // The toggle is server markup: a click before React has hydrated the list does nothing.
    await waitForHydration(page);
    await listed.click();
    await expect(page.getByRole('status').filter({ hasText: REMOVED })).toBeVisible();
    await expect(listed).toHaveAttribute('aria-pressed', 'false');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text('es', 'savedCourses', 'title') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  });

  test('a PAYG learner sees no save button, cannot open "Mis guardados", and the server refuses a direct call', async ({ page }) => {
    const title = await openCourseSignedIn(page, 'payg@demo.cursalia.test');
    // Signed in: the menu shows the cart of a PAYG learner and no login link.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text('es', 'savedCourses', 'upsell') })).toHaveAttribute('href', '/premium/');
    await expect(saveToggle(page, title)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /"Mis guardados"/ })).toHaveCount(0);

    // The same call the button would send, straight to v4 with the learner's session and CSRF pair.
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
    const courses = await page.request.post('/api/graph/', { data: { query: '{ courses(first: 1) { edges { node { originalId } } } }' } });
    const courseId = String((await courses.json()).data.courses.edges[0].node.originalId);
    const res = await page.request.post('/api/graph/', { headers: { 'x-csrftoken': csrf }, data: { query: CREATE, variables: { course_id: courseId } } });
    const body = await res.json();
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0]).toMatchObject({ message: 'Guardar cursos es solo para miembros Premium.', extensions: { code: 'FORBIDDEN' } });

    await page.goto(SAVED_LIST);
    await expect(page.getByText(text('es', 'savedCourses', 'noAccess'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: text('es', 'savedCourses', 'noAccessCta') })).toHaveAttribute('href', '/premium/');
  });

  test('a visitor is asked to sign in on "Mis guardados", coming back there', async ({ page }) => {
    const res = await page.goto(SAVED_LIST_CLASSIC);
    // The sign-in prompt answers 401 (issue 18 item 7).
    expect(res?.status()).toBe(401);
    const signIn = page.getByRole('main').getByRole('link', { name: text('es', 'auth', 'gate.signInCta') });
    await expect(signIn).toHaveAttribute('href', `/entrar/?next=${encodeURIComponent(SAVED_LIST_CLASSIC)}`);
    // The page's own noindex, and Next's for an error status: every robots tag says noindex.
    const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toMatch(/noindex/);
  });
});
