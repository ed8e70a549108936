import { createTheme, ThemeProvider } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataGridLocaleText } from '../../components/data-grid/use-data-grid-locale';
import { formatNumber } from '../format';
import { muiLocale } from './ar';
import { arabicDisplayedRows } from './displayed-rows';

const WESTERN = /^[0-9,–\s\p{Script=Arabic}]+$/u;
const ARABIC_INDIC = /[\u0660-\u0669]/;

describe("the pagers' figures in Arabic", () => {
  it("MUI's TablePagination writes them as every other figure of the app", () => {
    render(
      <ThemeProvider theme={createTheme({ direction: 'rtl' }, muiLocale)}>
        <TablePagination
          component="div"
          count={24016}
          page={0}
          rowsPerPage={25}
          onPageChange={() => {}}
        />
      </ThemeProvider>,
    );
    const text = screen.getByText(/من/).textContent ?? '';
    expect(text).toBe(`1–25 من ${formatNumber(24016, 'ar')}`);
    expect(text).not.toMatch(ARABIC_INDIC);
    expect(text).toMatch(WESTERN);
  });

  it("MUI X's pager says the same, in the same words as MUI's", () => {
    const grid = dataGridLocaleText('ar')?.paginationDisplayedRows;
    expect(grid?.({ from: 1, to: 25, count: 24016, estimated: undefined })).toBe('1–25 من 24,016');
    expect(arabicDisplayedRows({ from: 26, to: 50, count: -1 })).toBe('26–50 من أكثر من 50');
  });
});
