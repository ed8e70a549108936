import type { ArticleListItem } from '@keeling/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ArticleGrid, FIRST_ROW } from './article-grid';

const items: ArticleListItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: `a${i}`,
  slug: `article-${i}`,
  title: `Article ${i}`,
  description: `About ${i}`,
  coverUrl: i % 2 ? `/uploads/${i}.png` : null,
  tags: ['co2'],
  status: 'published',
  author: null,
  publishedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  totalViews: i,
}));

describe('ArticleGrid', () => {
  it('shows every card, then what sits below them', () => {
    render(
      <MemoryRouter>
        <ArticleGrid items={items} stale={false}>
          <nav data-testid="footer" />
        </ArticleGrid>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual(
      items.map((item) => expect.stringContaining(item.title)),
    );
    expect(screen.getByTestId('footer')).toBeTruthy();
  });

  it("names each card's link by its visible text, the title (no aria-label that leaves it out)", () => {
    render(
      <MemoryRouter>
        <ArticleGrid items={items.slice(0, 2)} stale={false} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('aria-label')])).toEqual([
      ['Article 0', null],
      ['Article 1', null],
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/dashboard/article/article-0');
    expect(screen.getByRole('article', { name: 'Article 1' })).toBeTruthy();
  });

  it('loads the first cover first and only the other rows lazily', () => {
    const { container } = render(
      <MemoryRouter>
        <ArticleGrid items={items.map((item) => ({ ...item, coverUrl: '/c.png' }))} stale={false} />
      </MemoryRouter>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(FIRST_ROW).fill('eager'),
      ...Array(12 - FIRST_ROW).fill('lazy'),
    ]);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]?.getAttribute('fetchpriority')).toBe('auto');
  });
});
