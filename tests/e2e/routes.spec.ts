import { expect, test } from '@playwright/test';
import { fillRoute, SPEC_ROUTES, type SpecRoute } from '@/lib/domain/paths/spec-routes';
import { statusBeforeRender } from '@/lib/server/security/page-access';

const ORG = 'acme-learning';
const routes = (Object.keys(SPEC_ROUTES) as SpecRoute[]).map((name) => ({ name, path: fillRoute(name, { orgId: ORG }) }));

test.describe('every route of the spec §2 route table', () => {
  for (const { name, path } of routes) {
    for (const locale of ['es', 'pt'] as const) {
      const url = locale === 'es' ? path : `/pt${path}`;
      test(`${name} ${url} renders server-side in ${locale}`, async ({ request }) => {
        const res = await request.get(url, { headers: { 'accept-language': 'es' } });
        // A sign-in-only page answers a visitor 401 with its sign-in prompt (issue 18 item 7).
        expect(res.status(), url).toBe(statusBeforeRender(url, false) ?? 200);
        const html = await res.text();
        expect(html).toMatch(new RegExp(`<html[^>]*lang="${locale}"`));
        // Server-rendered content: a heading, the footer, and no "coming soon" filler.
        expect(html).toMatch(/<h1[\s>]/);
        expect(html).toMatch(/<footer[\s>]/);
        expect(html.toLowerCase()).not.toMatch(/coming soon|próximamente disponible|lorem ipsum/);
      });
    }
  }
});

test.describe('language of a first visit', () => {
  test('Spanish by default and unprefixed', async ({ request }) => {
    const res = await request.get('/', { headers: { 'accept-language': 'de' } });
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(/<html[^>]*lang="es"/);
  });

  test('Accept-Language: pt-BR leads to the Portuguese page', async ({ request }) => {
    const res = await request.get('/', { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(res.url()).toMatch(/\/pt\/$/);
    expect(await res.text()).toMatch(/<html[^>]*lang="pt"/);
  });

  test('the NEXT_LOCALE=pt cookie leads to the Portuguese page', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'pt', url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    await page.goto('/cursos-online/?all=true');
    await expect(page).toHaveURL(/\/pt\/cursos-online\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await context.close();
  });

  test('/es/ paths redirect to the unprefixed Spanish URL, and pages get their trailing slash', async ({ request }) => {
    const es = await request.get('/es/blog/', { maxRedirects: 0 });
    expect([307, 308]).toContain(es.status());
    expect(es.headers()['location']).toMatch(/\/blog\/$/);
    const noSlash = await request.get('/planes', { maxRedirects: 0 });
    expect(noSlash.status()).toBe(308);
    expect(noSlash.headers()['location']).toMatch(/\/planes\/$/);
  });
});
