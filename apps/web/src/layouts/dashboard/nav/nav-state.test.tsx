import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NavGroup, NavItem } from '../nav-config';
import { NavHoverItem } from './nav-hover-item';
import { NavSectionVertical } from './nav-section-vertical';
import { isItemActive, navGroupReducer } from './nav-state';

const group: NavItem = {
  title: 'Management',
  path: '/dashboard/management',
  children: [
    { title: 'Articles', path: '/dashboard/management/blog' },
    { title: 'Charts', path: '/dashboard/management/charts' },
  ],
};
const data: NavGroup[] = [{ items: [{ title: 'Home', path: '/dashboard' }, group] }];

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('navGroupReducer (SPEC §4)', () => {
  it('toggles, opens and closes', () => {
    expect(navGroupReducer(false, { type: 'toggle' })).toBe(true);
    expect(navGroupReducer(true, { type: 'toggle' })).toBe(false);
    expect(navGroupReducer(false, { type: 'open' })).toBe(true);
    expect(navGroupReducer(true, { type: 'close' })).toBe(false);
  });

  it('collapses on navigation unless the group is active', () => {
    expect(navGroupReducer(true, { type: 'navigate', isActive: false })).toBe(false);
    expect(navGroupReducer(true, { type: 'navigate', isActive: true })).toBe(true);
  });
});

describe('isItemActive', () => {
  it('marks the parent of an active child', () => {
    expect(isItemActive(group, '/dashboard/management/charts')).toBe(true);
    expect(isItemActive(group, '/dashboard/blog')).toBe(false);
  });
});

describe('vertical nav groups', () => {
  it('expand and collapse on click, and collapse on navigation elsewhere', async () => {
    const router = renderAt('/dashboard', <NavSectionVertical data={data} />);
    const button = screen.getByRole('button', { name: 'Management' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Charts' })).toBeTruthy();
    await router.navigate('/dashboard/other');
    expect(await screen.findByRole('button', { name: 'Management', expanded: false })).toBeTruthy();
  });

  it('opens the active group and highlights the active child', () => {
    renderAt('/dashboard/management/blog', <NavSectionVertical data={data} />);
    expect(screen.getByRole('button', { name: 'Management' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'Articles' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('hover groups (mini, horizontal)', () => {
  it('open on hover and close when the pointer leaves or Escape is pressed', async () => {
    // The popover's chunk loads on the first open: loaded here first, so that finding its
    // links waits on React alone, not on a module's transform on a busy machine.
    await import('./nav-hover-popup');
    renderAt(
      '/dashboard',
      <ul>
        <NavHoverItem item={group} variant="mini" />
      </ul>,
    );
    const button = screen.getByRole('button', { name: 'Management' });
    const item = button.closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Articles' })).toBeTruthy();
    fireEvent.mouseLeave(item);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
