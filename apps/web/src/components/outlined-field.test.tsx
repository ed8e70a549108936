import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import { createTheme as extendTheme, ThemeProvider } from '@mui/material/styles';
// biome-ignore lint/style/noRestrictedImports: the reference OutlinedField and SelectField must equal
import TextField from '@mui/material/TextField';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings-config';
import { createTheme } from '../theme/create-theme';
import { OutlinedField } from './outlined-field';
import { SelectField } from './select-field';

/**
 * The app's theme, with the default it gave TextField while the app drew fields with it (the label
 * always shrunk into the outline), so the reference below is that TextField.
 */
const theme = extendTheme(createTheme(defaultSettings), {
  components: { MuiTextField: { defaultProps: { slotProps: { inputLabel: { shrink: true } } } } },
});

/**
 * The markup, without the root's class names (TextField's root is FormControl styled under its own
 * name, with no style of its own) and React's generated ids (a different count of useId calls).
 */
function markup(node: ReactNode) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
  const html = container.innerHTML
    .replace(/ css-\w+-MuiFormControl-root[\w-]*| MuiTextField-root/g, '')
    .replace(/_r_\w+_/g, '_r_');
  unmount();
  return html;
}

describe('OutlinedField', () => {
  it("draws what the theme's TextField draws: shrunk label, notch, helper, adornment, error", () => {
    const props = {
      id: 'email',
      label: 'Email',
      helperText: 'We never share it',
      error: true,
      required: true,
      fullWidth: true,
      placeholder: 'you@example.com',
      type: 'email',
      defaultValue: 'a@b.c',
    };
    const adornment = { input: { startAdornment: <span>@</span> }, htmlInput: { dir: 'ltr' } };
    const field = markup(<OutlinedField {...props} slotProps={adornment} />);
    expect(field).toBe(markup(<TextField {...props} slotProps={adornment} />));
    expect(field).toContain('MuiInputLabel-shrink');
    expect(field).toContain('notched');

    const multiline = {
      label: 'About',
      id: 'about',
      multiline: true,
      rows: 5,
      helperText: '0 / 10',
    };
    expect(markup(<OutlinedField {...multiline} />)).toBe(markup(<TextField {...multiline} />));
  });

  it("draws what TextField draws for data's and the editor's fields", () => {
    const fields = [
      // the link dialog's address
      { id: 'url', label: 'Address', type: 'url', margin: 'dense', fullWidth: true, value: '' },
      // a column's unit: no label, named by its input
      {
        id: 'unit',
        label: undefined,
        size: 'small',
        slotProps: { htmlInput: { 'aria-label': 'Unit' } },
      },
      // a description that grows, and the editor's plain textarea
      { id: 'description', label: 'Description', multiline: true, minRows: 2 },
      {
        id: 'excerpt',
        label: 'Excerpt',
        multiline: true,
        rows: 3,
        helperText: '0 / 200',
        slotProps: { input: { inputComponent: 'textarea' } },
      },
    ] as const;
    for (const props of fields)
      expect(markup(<OutlinedField {...props} />), props.id).toBe(markup(<TextField {...props} />));
  });

  it('ties the label to the input and the helper text to its description, with a generated id', () => {
    render(<OutlinedField label="City" helperText="Where you live" />);
    const input = screen.getByLabelText('City');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-helper-text`);
    expect(document.getElementById(`${input.id}-helper-text`)?.textContent).toBe('Where you live');
    expect(screen.getByRole('textbox', { description: 'Where you live' })).toBe(input);
  });

  it("takes an Autocomplete's renderInput params as a TextField does", () => {
    const chips = (field: 'outlined' | 'text') => (
      <Autocomplete
        multiple
        freeSolo
        options={[] as string[]}
        value={['Lyon']}
        renderInput={(params) =>
          field === 'text' ? (
            <TextField {...params} label="Guides" helperText="Enter" />
          ) : (
            <OutlinedField {...params} label="Guides" helperText="Enter" />
          )
        }
      />
    );
    expect(markup(chips('outlined'))).toBe(markup(chips('text')));
    render(
      <Autocomplete
        options={['France', 'Japan']}
        renderInput={(params) => <OutlinedField {...params} label="Country" helperText="Pick" />}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Country', description: 'Pick' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'France',
      'Japan',
    ]);
  });
});

describe('SelectField', () => {
  const options = ['viewer', 'admin'].map((role) => (
    <MenuItem key={role} value={role}>
      {role}
    </MenuItem>
  ));

  it('draws what TextField select draws', () => {
    const props = { id: 'role', label: 'Role', value: 'admin', helperText: 'Rights', error: true };
    expect(markup(<SelectField {...props}>{options}</SelectField>)).toBe(
      markup(
        <TextField select {...props}>
          {options}
        </TextField>,
      ),
    );
    const empty = { label: 'Role', id: 'filter', value: '' };
    expect(
      markup(
        <SelectField {...empty} slotProps={{ select: { displayEmpty: true } }}>
          {options}
        </SelectField>,
      ),
    ).toBe(
      markup(
        <TextField select {...empty} slotProps={{ select: { displayEmpty: true } }}>
          {options}
        </TextField>,
      ),
    );
  });

  it('draws what TextField select draws small, and multiple with chips', () => {
    const small = { id: 'width', label: 'Width', value: 'admin', size: 'small' } as const;
    expect(markup(<SelectField {...small}>{options}</SelectField>)).toBe(
      markup(
        <TextField select {...small}>
          {options}
        </TextField>,
      ),
    );
    const multiple = {
      id: 'y',
      label: 'Values',
      required: true,
      value: ['viewer', 'admin'],
      slotProps: {
        select: {
          multiple: true,
          renderValue: (selected: unknown) =>
            (selected as string[]).map((role) => <Chip key={role} size="small" label={role} />),
        },
      },
    };
    const chips = markup(<SelectField {...multiple}>{options}</SelectField>);
    expect(chips).toBe(
      markup(
        <TextField select {...multiple}>
          {options}
        </TextField>,
      ),
    );
    expect(chips).toContain('MuiChip-root');
  });

  it('is a combobox named by its label and described by its helper text', () => {
    render(
      <SelectField label="Role" value="viewer" helperText="Rights" onChange={() => {}}>
        {options}
      </SelectField>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Role', description: 'Rights' });
    fireEvent.mouseDown(combobox);
    expect(screen.getByRole('listbox', { name: 'Role' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'viewer',
      'admin',
    ]);
  });
});
