// @vitest-environment happy-dom
/** The one chart kit (components/charts) as the panels and the analytics dashboard use it: named images, legend, hidden table. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from '@/components/charts/BarChart';
import { HorizontalBarChart } from '@/components/charts/HorizontalBarChart';
import { LineChart } from '@/components/charts/LineChart';

afterEach(cleanup);

const months = [
  { key: '2026-01', label: 'ene' },
  { key: '2026-02', label: 'feb' },
  { key: '2026-03', label: 'mar' },
];

describe('chart kit', () => {
  it('a bar chart is an image named by its title and summary, with its numbers as a table', () => {
    render(
      <BarChart
        id="c"
        data={[{ key: 'a', label: '0–25 %', value: 3 }, { key: 'b', label: '100 %', value: 1, display: 'uno' }]}
        labels={{ title: 'Inscripciones por avance', description: '4 en total', categoryHeader: 'Avance', valueHeader: 'Inscripciones' }}
        integer
      />,
    );
    expect(screen.getByRole('img', { name: 'Inscripciones por avance 4 en total' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '100 %' })).toBeTruthy();
    expect(within(table).getByText('uno')).toBeTruthy();
  });

  it('a line chart of one series has no legend; with a category header, a hidden table', () => {
    const { container } = render(
      <LineChart id="l" categories={months} series={[{ name: 'Completados', values: [1, 4, 2] }]} labels={{ title: 'Por mes', description: '7', categoryHeader: 'Mes' }} />,
    );
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mes', 'Completados']);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
  });

  it('a line chart of several series has a legend, and no table when the caller shows its own', () => {
    const { container } = render(
      <LineChart id="e" categories={months} series={[{ name: 'page_view', values: [5, 6, 7] }, { name: 'click', values: [1, 0, 2] }]} labels={{ description: 'Gráfico de líneas' }} />,
    );
    expect(screen.getByRole('img', { name: 'Gráfico de líneas' })).toBeTruthy();
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['page_view', 'click']);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('horizontal bars write each value after its bar', () => {
    render(<HorizontalBarChart id="h" bars={[{ key: 'visit', label: 'Visita', value: 10, valueLabel: '10 · 100 %' }]} labels={{ title: 'LCP', description: 'p75 por página' }} />);
    expect(screen.getByRole('img', { name: 'LCP p75 por página' })).toBeTruthy();
    expect(screen.getByText('10 · 100 %')).toBeTruthy();
  });
});
