import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { Link } from '@/components/ui/LocalizedLink';

function html(locale: string, link: React.ReactElement): string {
  return renderToStaticMarkup(
    <IntlTestProvider locale={locale} messages={{}} timeZone="America/Lima">
      {link}
    </IntlTestProvider>,
  );
}

describe('localized Link (issue 14: same-language links without next-intl’s navigation runtime)', () => {
  it('adds the language prefix: none for Spanish, /pt/ and /en/ otherwise (localizedPath)', () => {
    expect(html('es', <Link href="/blog/">Blog</Link>)).toBe('<a href="/blog/">Blog</a>');
    expect(html('pt', <Link href="/blog/">Blog</Link>)).toBe('<a href="/pt/blog/">Blog</a>');
    expect(html('en', <Link href="/">Home</Link>)).toBe('<a href="/en/">Home</a>');
  });

  it('keeps the query of an object href and localizes only its path', () => {
    expect(html('pt', <Link href={{ pathname: '/cursos-online/', query: { page: '2' } }}>2</Link>)).toBe('<a href="/pt/cursos-online/?page=2">2</a>');
  });

  it('leaves fragments, other sites and mail links as they are', () => {
    expect(html('pt', <Link href="#professor">x</Link>)).toBe('<a href="#professor">x</a>');
    expect(html('pt', <Link href="https://ayuda.example/">x</Link>)).toBe('<a href="https://ayuda.example/">x</a>');
    expect(html('en', <Link href="mailto:hola@example.com">x</Link>)).toBe('<a href="mailto:hola@example.com">x</a>');
    expect(html('en', <Link href="//cdn.example/x/">x</Link>)).toBe('<a href="//cdn.example/x/">x</a>');
    expect(html('pt', <Link href={{ host: 'ayuda.example', pathname: '/a/' }}>x</Link>)).toBe('<a href="//ayuda.example/a/">x</a>');
  });

  it('passes the rest of its props to the anchor', () => {
    expect(html('es', <Link href="/planes/" className="c" aria-current="page" prefetch={false}>Planes</Link>)).toBe('<a class="c" aria-current="page" href="/planes/">Planes</a>');
  });
});
