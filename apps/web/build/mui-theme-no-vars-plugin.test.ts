import { describe, expect, it } from 'vitest';
import { checkMuiCreateTheme } from './mui-theme-no-vars-plugin';

describe('muiThemeWithoutCssVars', () => {
  it("still matches the installed MUI's createTheme (else the build fails)", () => {
    const files = checkMuiCreateTheme();
    expect(typeof files).toBe('object');
  });
});
