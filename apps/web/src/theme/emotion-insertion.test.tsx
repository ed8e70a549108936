import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** The CSS Emotion has inserted so far (outside production, as text in its style tags). */
function insertedCss(): string {
  return [...document.querySelectorAll('style[data-emotion]')]
    .map((tag) => tag.textContent)
    .join('\n');
}

describe('Emotion insertion (src/theme/emotion-insertion.ts)', () => {
  it('inserts a component’s rules while it renders, before the commit', () => {
    const seenBySibling: string[] = [];
    // rendered after the Box, in the same render pass: with insertion effects (Emotion's own
    // behaviour under React 18+) the Box's rule would only arrive in the commit
    function Probe() {
      seenBySibling.push(insertedCss());
      return null;
    }
    render(
      <>
        <Box sx={{ outlineOffset: '7px' }} />
        <Probe />
      </>,
    );
    expect(seenBySibling[0]).toContain('outline-offset:7px');
  });
});
