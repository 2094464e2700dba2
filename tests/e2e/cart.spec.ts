import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// The cart and checkout of issue 5 (spec §2 "Shopping cart screens", §4 Cart), as a visitor and
// then a new learner use them, through the real pages and the TEST payment provider.

type CatalogueCourse = { originalId: number; title: string; url: string; price: number | null; isActive: boolean };

const ADD = 'Agregar al carrito';

/** Paid, active courses of the catalogue (default endpoint). */
async function paidCourses(request: APIRequestContext): Promise<CatalogueCourse[]> {
  const res = await request.post('/api/v2/graph/', {
    data: { query: '{ courses(first: 60) { edges { node { originalId title url price isActive } } } }' },
  });
  const body = (await res.json()) as { data: { courses: { edges: { node: CatalogueCourse }[] } } };
  return body.data.courses.edges.map((e) => e.node).filter((c) => c.isActive && (c.price ?? 0) > 0);
}

/** A bundle page and the paths of the courses it holds. */
async function firstBundle(page: Page): Promise<{ path: string; title: string; coursePaths: string[] }> {
  await page.goto('/certificaciones/');
  const hrefs = await page.getByRole('main').locator('a[href^="/certificaciones/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => /^\/certificaciones\/[^/]+\/$/.test(h));
  expect(href, 'a bundle page link').toBeDefined();
  await page.goto(href!);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const coursePaths = await page.locator('#bundle-courses a[href*="/cursos-online/"]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return { path: href!, title, coursePaths };
}

/**
 * Clicks until the page has hydrated and `done` holds (a click before hydration does nothing).
 * The cart pop-up arrives with its lazy chunk (and MUI's theme): on a loaded machine that took
 * longer than 20 s once, so the whole wait may take 40.
 */
async function clickUntil(button: Locator, done: () => Promise<void>): Promise<void> {
  await expect(async () => {
    // count() first: isEnabled() would wait for a button that is gone (replaced once added).
    if ((await button.count()) > 0 && (await button.isEnabled())) await button.click({ timeout: 2_000 });
    await done();
  }).toPass({ timeout: 40_000 });
}

/** The buy box's add-to-cart button of a course or bundle page. */
function addButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: ADD }).first();
}

function cartPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: '¡Agregado a tu carrito!' });
}

/**
 * Records every text the page's live status regions show from now on. The cart toast lasts
 * 2.5 s (spec §9); on CI's two loaded cores the assertion's polls of the page were slower than
 * that (the PostgreSQL pass missed a toast that was there), so the page itself notes each text.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

function cartLines(page: Page): Locator {
  return page.getByRole('main').locator('section[aria-labelledby="cart-items-title"]').getByRole('article');
}

async function registerThroughDialog(page: Page, email: string): Promise<void> {
  await clickUntil(page.getByRole('banner').getByRole('link', { name: 'Regístrate' }), () => expect(page.getByRole('dialog', { name: 'Crea tu cuenta' })).toBeVisible({ timeout: 2_000 }));
  const dialog = page.getByRole('dialog', { name: 'Crea tu cuenta' });
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Carla');
  await dialog.getByRole('textbox', { name: 'Apellido' }).fill('Compras');
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await dialog.getByLabel(/^Contraseña/).fill('Clave-2026');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: /Número de tarjeta/ }).fill(number);
  await page.getByRole('textbox', { name: /Vencimiento/ }).fill('12/30');
  await page.getByRole('textbox', { name: /CVC/ }).fill('123');
  await page.getByRole('textbox', { name: /Nombre del titular/ }).fill('Carla Compras');
}

test.describe('cart and checkout', () => {
  test('a visitor fills a cart, registers, finds the same cart and pays it after a declined card', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const bundle = await firstBundle(page);
    const [courseA, courseB] = (await paidCourses(request)).filter((c) => !bundle.coursePaths.includes(c.url));
    expect(courseB, 'two paid courses outside the bundle').toBeDefined();

    // Two courses: each add opens the pop-up with the course just added.
    await page.goto(courseA.url);
    await clickUntil(addButton(page), () => expect(cartPopup(page)).toBeVisible({ timeout: 2_000 }));
    await expect(cartPopup(page).getByRole('article', { name: courseA.title })).toBeVisible();
    await expect(cartPopup(page).getByText('1 producto en tu carrito')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cartPopup(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Ver en el carrito' })).toBeVisible();

    await page.goto(courseB.url);
    await clickUntil(addButton(page), () => expect(cartPopup(page)).toBeVisible({ timeout: 2_000 }));
    await expect(cartPopup(page).getByRole('article', { name: courseB.title })).toBeVisible();
    await expect(cartPopup(page).getByText('2 productos en tu carrito')).toBeVisible();
    // Two courses earn the cumulative discount; the pop-up names it and the next step.
    await expect(cartPopup(page).getByText(/Descuento acumulado \(\d+%\)/)).toBeVisible();
    await expect(cartPopup(page).getByText(/Agrega un curso más y obtén \d+% de descuento/)).toBeVisible();
    await cartPopup(page).getByRole('button', { name: 'Cerrar el carrito' }).click();

    // And a bundle.
    await page.goto(bundle.path);
    await clickUntil(addButton(page), () => expect(cartPopup(page)).toBeVisible({ timeout: 2_000 }));
    await expect(cartPopup(page).getByRole('article', { name: bundle.title })).toBeVisible();
    await expect(cartPopup(page).getByText('3 productos en tu carrito')).toBeVisible();

    // The cart page lists the three; removing one shows the toast at once.
    await cartPopup(page).getByRole('link', { name: 'Ver carrito' }).click();
    await expect(page).toHaveURL(/\/carrito-de-compras\/$/);
    await expect(cartLines(page)).toHaveCount(3);
    const toasts = await recordToasts(page);
    await cartLines(page).filter({ hasText: courseB.title }).getByRole('button', { name: `Eliminar «${courseB.title}» del carrito` }).click();
    await expect.poll(toasts).toContain('Curso eliminado del carrito.');
    await expect(cartLines(page)).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'Curso eliminado del carrito.' })).toHaveCount(0, { timeout: 10_000 }); // gone after 2.5 s
    const summary = page.getByRole('complementary', { name: 'Resumen de tu compra' });
    await expect(summary.getByText('Total', { exact: true })).toBeVisible();

    // Registering keeps the visitor's cart: it moves into the new account.
    await registerThroughDialog(page, `carrito.${Date.now()}@example.com`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menú de la cuenta de Carla' })).toBeVisible();
    await page.reload();
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLines(page).filter({ hasText: courseA.title })).toHaveCount(1);
    await expect(cartLines(page).filter({ hasText: bundle.title })).toHaveCount(1);

    // Checkout: TEST MODE notice, a declined card, then a good one.
    await clickUntil(summary.getByRole('link', { name: 'Ir a pagar' }), () => expect(page).toHaveURL(/\/carrito-de-compras\/pago\/$/, { timeout: 2_000 }));
    const notice = page.getByRole('note');
    await expect(notice).toContainText('MODO DE PRUEBA');
    await expect(notice).toContainText('4242 4242 4242 4242');
    await expect(page.getByRole('complementary', { name: 'Tu pedido' }).getByRole('article')).toHaveCount(2);

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tu banco rechazó el pago. Prueba con otra tarjeta.' })).toBeVisible();
    await expect(page).toHaveURL(/\/carrito-de-compras\/pago\/$/);

    await page.getByRole('textbox', { name: /Número de tarjeta/ }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect(page).toHaveURL(/\/carrito-de-compras\/confirmacion\/\?order=CU-\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible();
    const bought = page.getByRole('list', { name: 'Lo que compraste' });
    await expect(bought.getByText(courseA.title, { exact: true })).toBeVisible();
    await expect(bought.getByText(bundle.title, { exact: true })).toBeVisible();
    // Issue 15: from the confirmation to lecture 1 of the classroom, not back to the sales page;
    // the certification's courses each get theirs.
    await expect(bought.getByRole('link', { name: `Ir al curso: ${courseA.title}` })).toHaveAttribute('href', `${courseA.url}clase/1/`);
    await expect(bought.getByRole('list', { name: `Cursos de ${bundle.title}` }).getByRole('link', { name: /^Ir al curso: / }).first()).toHaveAttribute('href', /\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/clase\/1\/$/);
    await expect(page.getByRole('link', { name: 'Ir a mis cursos' })).toBeVisible();

    // The paid cart is gone.
    await page.goto('/carrito-de-compras/');
    await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  });

  test('below 768 px an add leads to the cart page; ?course= adds on arrival', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const courses = await paidCourses(request);
    const [courseC, courseD] = courses.slice(-2);

    await page.goto(courseC.url);
    await clickUntil(addButton(page), () => expect(page).toHaveURL(/\/carrito-de-compras\/$/, { timeout: 3_000 }));
    await expect(cartLines(page).filter({ hasText: courseC.title })).toHaveCount(1);

    await page.goto(`/carrito-de-compras/?course=${courseD.originalId}`);
    await expect(cartLines(page).filter({ hasText: courseD.title })).toHaveCount(1);
    await expect(page).toHaveURL(/\/carrito-de-compras\/$/);
    await expect(cartLines(page)).toHaveCount(2);
  });
});
