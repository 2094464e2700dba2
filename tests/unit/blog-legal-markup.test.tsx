// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoMui } from '../support/no-mui';
import { BlogCategoryNav } from '@/components/blog/BlogCategoryNav';
import { TextBlocksView } from '@/components/blog/TextBlocksView';
import { headingId, toTextBlocks } from '@/lib/domain/content/text-blocks';
import esBlog from '@/messages/es/blog.json';

vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));

afterEach(cleanup);

describe('TextBlocksView (plain markup)', () => {
  const blocks = toTextBlocks('Primer párrafo.\n\n## 1. Uso\nTexto de uso\n\n- uno\n- dos\n\n### Detalle');

  it('keeps the heading levels, their table-of-contents ids, the list and the paragraphs', () => {
    const { container } = render(<TextBlocksView blocks={blocks} leadFirst />);
    expect(screen.getByRole('heading', { level: 2, name: '1. Uso' }).id).toBe(headingId('1. Uso', 0));
    expect(screen.getByRole('heading', { level: 3, name: 'Detalle' }).id).toBe(headingId('Detalle', 1));
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['uno', 'dos']);
    expect(screen.getByText('Primer párrafo.').tagName).toBe('P');
    expect(screen.getByText('Texto de uso').tagName).toBe('P');
    expectNoMui(container);
  });

  it('marks only the first paragraph as the lead, and only when asked', () => {
    render(<TextBlocksView blocks={blocks} leadFirst />);
    const lead = screen.getByText('Primer párrafo.').className;
    expect(lead).not.toBe(screen.getByText('Texto de uso').className);
    cleanup();
    render(<TextBlocksView blocks={blocks} />);
    expect(screen.getByText('Primer párrafo.').className).toBe(screen.getByText('Texto de uso').className);
  });
});

describe('BlogCategoryNav (plain markup)', () => {
  const categories = [
    { id: 1, slug: 'diseno', name: { es: 'Diseño', pt: 'Design', en: 'Design' }, postCount: 3 },
    { id: 2, slug: 'vacia', name: { es: 'Vacía', pt: 'Vazia', en: 'Empty' }, postCount: 0 },
  ];

  function renderNav(current: string | null) {
    return render(
      <IntlTestProvider locale="es" messages={{ blog: esBlog }} timeZone="America/Lima">
        <BlogCategoryNav categories={categories} current={current} />
      </IntlTestProvider>,
    );
  }

  it('is a labelled nav of links, the current category marked and empty ones left out', () => {
    const { container } = renderNav('diseno');
    const nav = screen.getByRole('navigation', { name: 'Categorías del blog' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Todas', '/blog/', null],
      ['Diseño (3)', '/blog/categoria/diseno/', 'page'],
    ]);
    expectNoMui(container);
  });

  it("marks 'All' on the blog's own list", () => {
    renderNav(null);
    expect(screen.getByRole('link', { name: 'Todas' }).getAttribute('aria-current')).toBe('page');
  });
});
