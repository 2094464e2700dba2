import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';

/**
 * Issue 7 items 2–5 in a real browser (docs/organizations-and-panels.md): the organisation admin
 * invites someone and assigns a course, the member sees it in the organisation's colours, the
 * report shows the member; a teacher sees sales; an affiliate sees a click and a reward after a
 * purchase through the link; cross-organisation and wrong-role access is refused.
 */
const csrf = 'e2e-org-admin-csrf-token-0123456789abcdefghij';
const PASSWORD = 'Demo-2026';

async function withCsrf(page: Page) {
  await page.context().addCookies([{ name: 'csrftoken', value: csrf, url: test.info().project.use.baseURL! }]);
}

async function gql(request: APIRequestContext, path: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await request.post(path, { headers: { 'x-csrftoken': csrf }, data: { query, variables } });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await withCsrf(page);
  const body = await gql(page.request, '/api/v2/graph/auth/', 'mutation($input: LoginInput!) { login(input: $input) { success } }', { input: { username: email, password } });
  expect(body.data?.login).toEqual({ success: true });
}

async function register(page: Page, email: string) {
  await withCsrf(page);
  const body = await gql(page.request, '/api/v2/graph/auth/', 'mutation($input: RegisterInput!) { register(input: $input) { success errors { message } } }', {
    input: { firstName: 'Prueba', lastName: 'E2E', email, password: 'Clave-2026', acceptLegal: true },
  });
  expect(body.data?.register).toMatchObject({ success: true });
}

/** A big number of a StatTiles block, by its label. */
function stat(page: Page, label: string) {
  return page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

test('the admin invites someone who joins through the link, assigns a course, and the member sees it in the organisation’s colours', async ({ browser }) => {
  // Three people in three browsers and nine loads of private panel pages, which still hydrate
  // MUI forms (issue 14 has not reached the panels): on CI's two busy cores that alone took
  // over the 60 s default, in 5-10 s steps, with no step waiting on anything but the CPU.
  test.slow();
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.cursalia.test');
  await admin.goto('/org/acme-learning/panel/');
  await expect(admin.getByRole('heading', { level: 1, name: 'Acme Learning' })).toBeVisible();

  // Invite: no e-mail is sent, the link is shown to copy.
  const email = `invitada.${Date.now()}@example.com`;
  const invite = admin.getByRole('form', { name: 'Invitar a una persona' });
  await invite.getByLabel('Correo electrónico').fill(email);
  await invite.getByRole('button', { name: 'Crear invitación' }).click();
  await expect(invite.getByText(`Invitación creada para ${email}.`)).toBeVisible();
  const link = await invite.getByLabel('Enlace de la invitación').inputValue();
  expect(link).toMatch(/\/org\/invitacion\/[A-Za-z0-9_-]{32}\/$/);
  await expect(admin.getByRole('table', { name: /invitaciones? sin aceptar/ }).getByRole('rowheader', { name: email })).toBeVisible();

  // The invited person registers with that address and accepts.
  const guest = await (await browser.newContext()).newPage();
  await register(guest, email);
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByRole('heading', { level: 1, name: 'Te invitaron a Acme Learning' })).toBeVisible();
  await waitForHydration(guest); // the button answers once React runs
  await guest.getByRole('button', { name: 'Aceptar la invitación' }).click();
  await guest.waitForURL('**/org/acme-learning/learn/');
  await expect(guest.getByRole('heading', { level: 1 })).toContainText('Prueba');

  // Assign a course to member@demo.
  await admin.reload();
  const assign = admin.getByRole('form', { name: 'Asignar un curso o una ruta' });
  await assign.getByRole('combobox', { name: 'Curso' }).fill('Fotografía digital para principiantes');
  await admin.getByRole('option', { name: 'Fotografía digital para principiantes' }).click();
  await assign.getByRole('combobox', { name: 'A quién' }).click();
  await admin.getByRole('option', { name: /member@demo\.cursalia\.test/ }).click();
  await assign.getByRole('button', { name: 'Asignar' }).click();
  await expect(assign.getByText(/«Fotografía digital para principiantes» asignado a|Eso ya está asignado/)).toBeVisible();

  // The report shows the member, and the new member; the CSV is there for admins.
  await admin.reload();
  const members = admin.getByRole('table', { name: 'Miembros de Acme Learning' });
  await expect(members.getByRole('rowheader', { name: /member@demo\.cursalia\.test/ })).toBeVisible();
  await expect(members.getByRole('rowheader', { name: new RegExp(email.replace(/\./g, '\\.')) })).toBeVisible();
  await expect(admin.getByRole('img', { name: /Inscripciones por avance/ })).toBeVisible();
  // Feature flags come from GetFlagOrganization on v4.b2b.
  const flags = admin.getByRole('list', { name: 'Funcionalidades de la organización' });
  await expect(flags.getByRole('listitem').filter({ hasText: 'Gamificación' })).toContainText('Activa');
  await expect(flags.getByRole('listitem').filter({ hasText: 'Catálogo personalizado' })).toContainText('Inactiva');
  const csv = await admin.request.get('/api/org/acme-learning/report-csv/');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toContain('member@demo.cursalia.test');

  // The member sees the assignment, in Acme's colours.
  const member = await (await browser.newContext()).newPage();
  await signIn(member, 'member@demo.cursalia.test');
  await member.goto('/org/acme-learning/learn/');
  const assigned = member.locator('#org-assigned');
  await expect(assigned.getByRole('heading', { name: 'Fotografía digital para principiantes' })).toBeVisible();
  const scope = member.locator('[data-org-theme="acme-learning"]');
  await expect(scope).toHaveAttribute('data-org-primary', '#5B3DF5');
  expect(await scope.evaluate((el) => getComputedStyle(el).getPropertyValue('--mui-palette-primary-main').trim())).toBe('#5B3DF5');
  const header = member.getByRole('heading', { level: 1 }).locator('xpath=ancestor::header[1]');
  await expect(header).toHaveCSS('background-color', 'rgb(91, 61, 245)');
  // The members' view of the panel is refused.
  await member.goto('/org/acme-learning/panel/');
  await expect(member.getByText('El panel de administración de Acme Learning es solo para sus administradores.')).toBeVisible();
});

test('a teacher sees sales over time; a mentor reviews a project', async ({ page, browser }) => {
  // Two accounts, two panels and a review: past 50 s on CI's shared cores.
  test.slow();
  await signIn(page, 'teacher@demo.cursalia.test');
  await page.goto('/panel-profesor/');
  const sales = page.locator('#teacher-sales');
  await expect(sales.getByRole('heading', { name: 'Ventas' })).toBeVisible();
  await expect(sales.getByRole('img', { name: /Ventas por mes \(USD\)/ })).toBeVisible();
  await expect(sales.getByRole('table', { name: /Ventas por curso/ }).getByRole('row')).not.toHaveCount(1);

  const mentor = await (await browser.newContext()).newPage();
  await signIn(mentor, 'mentor@demo.cursalia.test');
  await mentor.goto('/mentor/panel/proyectos/');
  const first = mentor.locator('#mentor-projects li').filter({ has: mentor.getByRole('button', { name: /^Revisar/ }) }).first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('button', { name: /^Revisar/ }).click();
  const form = mentor.getByRole('form', { name: `Revisión de «${title}»` });
  await form.getByLabel('Nota (0–100)').fill('45');
  await expect(form.getByText(/quedará Observado/)).toBeVisible();
  await form.getByLabel('Comentario para el estudiante').fill('Buen avance; falta justificar las decisiones de diseño.');
  await form.getByRole('button', { name: 'Enviar revisión' }).click();
  // "Revisión enviada." shows until the refreshed list replaces the form (the project no longer
  // waits for review): the outcome, not that moment, is what the test waits for.
  await expect(mentor.locator('#mentor-projects li').filter({ hasText: title }).getByText('Nota: 45/100')).toBeVisible();
  await mentor.reload();
  await expect(mentor.locator('#mentor-projects li').filter({ hasText: title }).getByText('Nota: 45/100')).toBeVisible();
});

test('an affiliate sees a click and a reward after a purchase through the link', async ({ browser }) => {
  const affiliate = await (await browser.newContext()).newPage();
  await signIn(affiliate, 'affiliate@demo.cursalia.test');
  await affiliate.goto('/afiliados/panel/');
  const clicksBefore = Number((await stat(affiliate, 'Clics en total').textContent())!.replace(/\D/g, ''));
  const purchasesBefore = Number((await stat(affiliate, 'Compras con tu enlace').textContent())!.replace(/\D/g, ''));

  // A visitor lands through the link: the beacon records the click.
  // Its own browser signature: the server counts one click per visitor (network + browser) a day.
  const buyer = await (await browser.newContext({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) Cursalia-e2e/${Date.now()}` })).newPage();
  const beacon = buyer.waitForResponse((r) => r.url().includes('/api/v3/affiliate-click/') && r.request().method() === 'POST');
  await buyer.goto('/?ref=demo_affiliate');
  expect((await beacon).status()).toBe(202);

  // …registers and pays (test card) with the attribution cookie the link left.
  await register(buyer, `compra.afiliado.${Date.now()}@example.com`);
  const courses = await gql(buyer.request, '/api/v2/graph/', '{ courses(first: 40) { edges { node { originalId } } } }');
  const ids = ((courses.data?.courses as { edges: { node: { originalId: number } }[] } | undefined)?.edges ?? []).map((e) => e.node.originalId);
  let added = false;
  for (const id of ids) {
    const add = await gql(buyer.request, '/api/v2/graph/', 'mutation($input: ShoppingCartItemInput!) { shoppingCartAddItem(input: $input) { success } }', { input: { courseId: String(id) } });
    if ((add.data?.shoppingCartAddItem as { success: boolean } | undefined)?.success) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);
  const paid = await gql(buyer.request, '/api/graph/payments/', 'mutation($input: CheckoutInput!) { checkoutCart(input: $input) { success order { number } } }', {
    input: { idempotencyKey: `e2e-affiliate-${Date.now()}`, cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123', cardHolder: 'Prueba E2E' },
  });
  const result = paid.data?.checkoutCart as { success: boolean; order: { number: string } };
  expect(result.success).toBe(true);

  await affiliate.reload();
  await expect(stat(affiliate, 'Clics en total')).toHaveText(String(clicksBefore + 1));
  await expect(stat(affiliate, 'Compras con tu enlace')).toHaveText(String(purchasesBefore + 1));
  await expect(affiliate.getByRole('row', { name: new RegExp(result.order.number) })).toContainText('(20 %)');
});

test('cross-organisation and wrong-role access is refused', async ({ page, browser }) => {
  // Three accounts sign in and open six private pages: on CI's shared cores this took over 60 s.
  test.slow();
  await signIn(page, 'admin@demo.cursalia.test');
  await page.goto('/org/banco-andino/panel/');
  await expect(page.getByText(/El panel de administración de Banco Andino es solo para sus administradores\./)).toBeVisible();
  await page.goto('/org/banco-andino/learn/');
  await expect(page.getByText(/Este espacio de aprendizaje es solo para miembros de Banco Andino/)).toBeVisible();
  const other = await gql(page.request, '/api/v2/graph/b2b/', 'query { organizationReport(slug: "banco-andino") { totals { members } } }');
  expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect((await page.request.get('/api/org/banco-andino/report-csv/')).status()).toBe(403);
  const flags = await gql(page.request, '/api/graph/b2b/', 'query { b2bOrganizationCurrent(slug: "banco-andino") { slug } }');
  expect(flags.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  const member = await (await browser.newContext()).newPage();
  await signIn(member, 'member@demo.cursalia.test');
  expect((await member.request.get('/api/org/acme-learning/report-csv/')).status()).toBe(403);
  await member.goto('/org/acme-learning/panel/leader/');
  await expect(member.getByText('El informe del equipo de Acme Learning es para sus líderes y administradores.')).toBeVisible();
  await member.goto('/panel-profesor/');
  await expect(member.getByText('El panel de profesor está disponible para las cuentas de profesores de la plataforma.')).toBeVisible();
  await member.goto('/afiliados/panel/');
  await expect(member.getByText('El panel de afiliados es para quienes forman parte del programa de afiliados.')).toBeVisible();

  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, 'teacher@demo.cursalia.test');
  await teacher.goto('/mentor/panel/proyectos/');
  await expect(teacher.getByText('El panel de mentor está disponible para las cuentas de mentores de la plataforma.')).toBeVisible();
  const review = await gql(teacher.request, '/api/graph/', 'mutation { reviewProject(input: { projectId: 1, score: 90, feedback: "Intento desde otra cuenta." }) { success } }');
  expect(review.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  const anonymous = await (await browser.newContext()).newPage();
  expect((await anonymous.request.get('/api/org/acme-learning/report-csv/')).status()).toBe(401);
});
