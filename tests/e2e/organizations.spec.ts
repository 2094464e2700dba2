import { expect, test, type Page } from '@playwright/test';

// Spec §6 / issue 7 preview: organisation pages authorise by the viewer's role in THAT organisation.
const csrf = 'e2e-org-csrf-token-0123456789abcdefghijklmnop';

async function signIn(page: Page, email: string) {
  const base = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'csrftoken', value: csrf, url: base }]);
  const res = await page.request.post('/api/v2/graph/auth/', {
    headers: { 'x-csrftoken': csrf },
    data: { query: 'mutation($input: LoginInput!) { login(input: $input) { success } }', variables: { input: { username: email, password: 'Demo-2026' } } },
  });
  expect((await res.json()).data.login.success).toBe(true);
}

test('a member sees the learning home, not the admin panel; a PAYG learner sees neither', async ({ page }) => {
  await signIn(page, 'member@demo.cursalia.test');
  await page.goto('/org/acme-learning/learn/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Este espacio de aprendizaje es solo para miembros')).toHaveCount(0);
  await page.goto('/org/acme-learning/panel/');
  await expect(page.getByText('El panel de administración de Acme Learning es solo para sus administradores.')).toBeVisible();

  // Leave the signed-in page first: a request it sends after the cookies are cleared gets a fresh
  // CSRF cookie from the API, which can replace the one signIn sets before its login is sent.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, 'payg@demo.cursalia.test');
  await page.goto('/org/acme-learning/learn/');
  await expect(page.getByText(/Este espacio de aprendizaje es solo para miembros de Acme Learning/)).toBeVisible();
});

test('an admin sees the panel with the members list; another organisation stays closed to them', async ({ page }) => {
  await signIn(page, 'admin@demo.cursalia.test');
  await page.goto('/org/acme-learning/panel/');
  const members = page.getByRole('table', { name: 'Miembros de Acme Learning' });
  await expect(members).toBeVisible();
  await expect(members.getByRole('rowheader', { name: /member@demo\.cursalia\.test/ })).toBeVisible();
  await page.goto('/org/banco-andino/panel/');
  await expect(page.getByText(/El panel de administración de .* es solo para sus administradores\./)).toBeVisible();
});
