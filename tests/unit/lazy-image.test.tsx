// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from '@/components/ui/LazyImage';
import { WideImage } from '@/components/ui/WideImage';
import { LazyBlock } from '@/components/ui/LazyBlock';

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; elements: Element[]; disconnected: boolean };
let observers: Observed[] = [];

class FakeIntersectionObserver {
  private readonly record: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, elements: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

function enterView(observed: Observed) {
  act(() => {
    observed.callback(observed.elements.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), {} as IntersectionObserver);
  });
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyImage (spec §9: load 200 px before entering the view)', () => {
  it('holds a placeholder of the right aspect ratio, then renders the sized image when near', () => {
    const { container } = render(<LazyImage src="/media/course/x.svg" alt="Portada" width={400} height={225} />);
    const box = container.querySelector('[data-lazy-image]') as HTMLElement;
    expect(box.dataset.lazyImage).toBe('pending');
    expect(box.getAttribute('role')).toBe('img');
    expect(box.getAttribute('aria-label')).toBe('Portada');
    expect(container.querySelector('img')).toBeNull();
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('200px');

    enterView(observers[0]);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).not.toBeNull();
    expect(img.getAttribute('alt')).toBe('Portada');
    expect(img.getAttribute('src')).toBe('/media/course/x.svg?fm=webp&w=400&h=225&q=85');
    // The src is the 1x candidate (HTML: a source set without one takes the src).
    expect(img.getAttribute('srcset')).toBe('/media/course/x.svg?fm=webp&w=800&h=450&q=75 2x');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('400');
    expect(box.getAttribute('role')).toBeNull();
    expect(observers[0].disconnected).toBe(true);
  });

  it('a priority image renders at once, eagerly and with high fetch priority', () => {
    const { container } = render(<LazyImage src="/media/course/x.svg" alt="" width={800} height={450} priority />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).not.toBeNull();
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(observers).toHaveLength(0);
  });

  it('a priority image is preloaded once from the server HTML, with both candidates (a 1x screen does not also get the 2x)', () => {
    const html = renderToString(<LazyImage src="/media/course/p.svg" alt="" width={400} height={225} priority />);
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('imageSrcSet="/media/course/p.svg?fm=webp&amp;w=400&amp;h=225&amp;q=85 1x, /media/course/p.svg?fm=webp&amp;w=800&amp;h=450&amp;q=75 2x"');
    expect(preloads[0]).toContain('fetchPriority="high"');
  });

  it('WideImage: the source set names widths only, and the preload carries the same set and sizes', () => {
    const sizes = '(min-width: 1024px) 800px, 100vw';
    const html = renderToString(<WideImage src="/media/course/w.svg" alt="" width={800} height={450} sizes={sizes} />);
    const preload = (html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [])[0];
    const img = html.match(/<img[^>]*>/)?.[0] ?? '';
    const widths = '/media/course/w.svg?fm=webp&amp;w=400&amp;h=225&amp;q=85 400w, /media/course/w.svg?fm=webp&amp;w=800&amp;h=450&amp;q=85 800w, /media/course/w.svg?fm=webp&amp;w=1200&amp;h=675&amp;q=85 1200w, /media/course/w.svg?fm=webp&amp;w=1600&amp;h=900&amp;q=75 1600w';
    expect(img).toContain(`srcSet="${widths}"`);
    expect(img).toContain(`sizes="${sizes}"`);
    expect(preload).toContain(`imageSrcSet="${widths}"`);
    expect(preload).toContain(`imageSizes="${sizes}"`);
  });

  it('a lazy image is not preloaded by the server HTML', () => {
    const html = renderToString(<LazyImage src="/media/course/l.svg" alt="" width={400} height={225} />);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<noscript>');
  });

  it('keeps a quality already in the URL (spec §5)', () => {
    const { container } = render(<LazyImage src="/media/course/x.svg?q=100" alt="" width={200} height={140} format="jpg" priority />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/course/x.svg?q=100&fm=jpg&w=200&h=140');
  });
});

describe('LazyBlock (spec §9: mount 300 px early)', () => {
  it('reserves space, then mounts its content when near', () => {
    const { container, queryByText } = render(
      <LazyBlock minHeight={320}>
        <p>Contenido pesado</p>
      </LazyBlock>,
    );
    expect(queryByText('Contenido pesado')).toBeNull();
    expect(observers[0].options?.rootMargin).toBe('300px');
    expect((container.firstChild as HTMLElement).getAttribute('aria-busy')).toBe('true');
    enterView(observers[0]);
    expect(queryByText('Contenido pesado')).not.toBeNull();
  });

  it('eager blocks mount at once', () => {
    const { queryByText } = render(
      <LazyBlock minHeight={100} eager>
        <p>Arriba</p>
      </LazyBlock>,
    );
    expect(queryByText('Arriba')).not.toBeNull();
  });
});
