import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextInput } from '../text-input';
import { PlainButton } from './plain-button';

describe('TextInput', () => {
  it('labels the input, marks it invalid and describes it with the error text', () => {
    render(<TextInput label="Email address" error helperText="Email is required" />);
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const helper = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('Email is required');
  });

  it('has no description without helper text', () => {
    render(<TextInput label="First name" />);
    const input = screen.getByLabelText('First name');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('puts a start adornment before the input and an end one after it', () => {
    render(
      <TextInput
        label="Search articles"
        type="search"
        startAdornment={<span>start</span>}
        endAdornment={<span>end</span>}
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search articles' });
    const frame = input.parentElement as HTMLElement;
    expect(frame.className).toBe('kl-adorned-start kl-adorned-end');
    expect([...frame.children].map((child) => child.textContent || child.tagName)).toEqual([
      'start',
      'INPUT',
      'end',
      'Search articles',
    ]);
  });
});

describe('PlainButton', () => {
  it('is disabled with a progressbar named by the button while loading', () => {
    render(
      <PlainButton type="submit" loading>
        Sign in
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-labelledby')).toBe(button.id);
  });

  it('renders a link with href, and a ripple on press', () => {
    render(<PlainButton href="/">Go to home</PlainButton>);
    const link = screen.getByRole('link', { name: 'Go to home' });
    fireEvent.pointerDown(link, { button: 0, clientX: 5, clientY: 5 });
    expect(link.querySelector('.kl-ripple')).not.toBeNull();
  });
});
