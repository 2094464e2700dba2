import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

// As a new learner would (issue 3 "How it will be checked"), through the real pages.
test.describe('sign-up and sign-in as a visitor', () => {
  test('registration shows each spec §5 message for bad input, stores nothing, then succeeds', async ({ page }) => {
    await page.goto('/registro/');
    // The form validates on the client: a click before React runs submits nothing.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Campo Requerido').first()).toBeVisible();
    await expect(page.getByText('Debes aceptar los Términos, Condiciones y Políticas para continuar.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Valeria');
    await page.getByRole('textbox', { name: 'Apellido' }).fill('Torres');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('valeria@');
    await page.getByLabel(/^Contraseña/).fill('123');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Ingresa una dirección de correo válida')).toBeVisible();
    await expect(page.getByText('Tu contraseña debe de tener entre 6 y 20 caracteres')).toBeVisible();

    const email = `valeria.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByLabel(/^Contraseña/).fill('Clave-2026');
    await page.getByRole('checkbox').check();
    // What the header's user query answered, to tell a slow page from a refused user if the menu never shows.
    const userAnswers: string[] = [];
    page.on('response', (res) => {
      if (/^\/graphql\/?$/.test(new URL(res.url()).pathname)) void res.text().then((body) => userAnswers.push(`${res.status()} ${body.slice(0, 400)}`), () => {});
    });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/home\/$/);
    // The account menu needs the page to run and `me` to answer: on CI's shared cores /home/
    // took over 10 s to hydrate (a speed matter for npm run bench, not for this test).
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menú de la cuenta de Valeria' }))
      .toBeVisible()
      .catch((err: Error) => {
        throw new Error(`${err.message}\nuser query answers: ${JSON.stringify(userAnswers)}`);
      });

    // The same address cannot register twice.
    await page.context().clearCookies();
    await page.goto('/registro/');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Otra');
    await page.getByRole('textbox', { name: 'Apellido' }).fill('Persona');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByLabel(/^Contraseña/).fill('Clave-2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('El email ingresado ya se encuentra en uso')).toBeVisible();
  });

  test('login with username or e-mail lands on next, and the inbox shows real notifications', async ({ page }) => {
    await page.goto('/inbox/');
    // A link click that lands before hydration can be lost: let the page hydrate first.
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: /iniciar sesión|inicia sesión/i }).first().click();
    await expect(page).toHaveURL(/\/entrar\/\?next=%2Finbox%2F|\/entrar\/\?next=\/inbox\//);
    await page.getByRole('textbox', { name: 'Usuario o correo electrónico' }).fill('premium@demo.cursalia.test');
    await page.getByLabel(/^Contraseña/).fill('wrong-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El usuario o la contraseña no son correctos.')).toBeVisible();
    await page.getByLabel(/^Contraseña/).fill('Demo-2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/inbox\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });

  test('a mutation without the CSRF token is refused', async ({ request }) => {
    const res = await request.post('/api/v2/graph/auth/', { data: { query: 'mutation { logout { success } }' } });
    expect(res.status()).toBe(403);
    expect((await res.json()).errors[0].extensions.code).toBe('CSRF_FAILED');
  });

  test('a tampered session token is treated as signed out', async ({ request }) => {
    const res = await request.post('/graphql', { data: { query: '{ me { id } }' }, headers: { authorization: 'JWT eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad' } });
    expect(await res.json()).toEqual({ data: { me: null } });
  });
});
