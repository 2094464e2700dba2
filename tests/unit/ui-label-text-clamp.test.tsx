// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Label } from '@/components/ui/Label';
import { TextClamp } from '@/components/ui/TextClamp';
import { lineClampStyles } from '@/lib/domain/ui/text-clamp';
import { lightPalette } from '@/lib/domain/theme/palette';
import { UiProviders } from '../support/ui-providers';

vi.mock('@/components/ui/LocalizedLink', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} data-locale-link="" {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

/** The CSS Emotion generated for an element (happy-dom computes no -webkit-line-clamp). */
function cssOf(element: Element): string {
  const rules = Array.from(document.querySelectorAll('style')).map((style) => style.textContent ?? '').join('\n');
  return Array.from(element.classList)
    .filter((name) => name.startsWith('css-'))
    .map((name) => rules.match(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g'))?.join('') ?? '')
    .join('');
}

// Spec §3 "UI widget props" (label: kind text or link, colour).
describe('Label', () => {
  it('is plain text by default, in the primary main / contrastText pair', () => {
    render(<Label>Nuevo</Label>, { wrapper: UiProviders });
    const label = screen.getByText('Nuevo');
    expect(label.tagName).toBe('SPAN');
    expect(getComputedStyle(label).backgroundColor).toBe(lightPalette.primary.main);
    expect(getComputedStyle(label).color).toBe(lightPalette.primary.contrastText);
  });

  it('takes a colour', () => {
    render(<Label color="warning">Últimos días</Label>, { wrapper: UiProviders });
    expect(getComputedStyle(screen.getByText('Últimos días')).backgroundColor).toBe(lightPalette.warning.main);
  });

  it('kind link is a locale-aware link for app paths and a plain anchor for absolute URLs', () => {
    render(
      <>
        <Label kind="link" href="/cursos-online/">
          Catálogo
        </Label>
        <Label kind="link" href="https://example.org/" color="info">
          Fuera
        </Label>
      </>,
      { wrapper: UiProviders },
    );
    const inside = screen.getByRole('link', { name: 'Catálogo' });
    expect(inside.getAttribute('href')).toBe('/cursos-online/');
    expect(inside.hasAttribute('data-locale-link')).toBe(true);
    const outside = screen.getByRole('link', { name: 'Fuera' });
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(outside.hasAttribute('data-locale-link')).toBe(false);
  });
});

// Spec §9 (text clamp default 3 lines) and §8 ('Invaild clamp number!' below 1, typo kept).
describe('TextClamp', () => {
  it('clamps to 3 lines by default with a CSS line clamp, keeping the full text in the DOM', () => {
    render(<TextClamp>Un título muy largo</TextClamp>, { wrapper: UiProviders });
    const text = screen.getByText('Un título muy largo');
    expect(cssOf(text)).toMatch(/-webkit-line-clamp:3;/);
    expect(cssOf(text)).toMatch(/-webkit-box-orient:vertical;/);
    expect(getComputedStyle(text).overflow).toBe('hidden');
  });

  it('takes lines, the element and the caller sx (which wins on conflicts)', () => {
    render(
      <TextClamp lines={2} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} title="Título completo">
        Título
      </TextClamp>,
      { wrapper: UiProviders },
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Título' });
    expect(cssOf(heading)).toMatch(/-webkit-line-clamp:2;/);
    expect(getComputedStyle(heading).fontWeight).toBe('700');
    expect(heading.getAttribute('title')).toBe('Título completo');
  });

  it("throws 'Invaild clamp number!' for a line count below 1 (or not a whole number)", () => {
    expect(() => lineClampStyles(0)).toThrow(new Error('Invaild clamp number!'));
    expect(() => lineClampStyles(-2)).toThrow('Invaild clamp number!');
    expect(() => lineClampStyles(1.5)).toThrow('Invaild clamp number!');
    expect(() => lineClampStyles(Number.NaN)).toThrow('Invaild clamp number!');
    expect(lineClampStyles(1).WebkitLineClamp).toBe(1);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<TextClamp lines={0}>x</TextClamp>, { wrapper: UiProviders })).toThrow('Invaild clamp number!');
    spy.mockRestore();
  });
});
