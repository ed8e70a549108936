import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

function renderDialog(isSubmitting: boolean, error?: string) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onClose = vi.fn();
  render(
    <FormDialog
      title="New trip"
      submitLabel="Create"
      cancelLabel="Cancel"
      isSubmitting={isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <input aria-label="Title" />
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('is a dialog named by its title whose submit button sends its form', () => {
    const { onSubmit, onClose } = renderDialog(false);
    const dialog = screen.getByRole('dialog', { name: 'New trip' });
    expect(dialog.querySelector('form')?.contains(screen.getByLabelText('Title'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal above the fields", () => {
    renderDialog(false, 'A trip with this title exists');
    expect(screen.getByRole('alert').textContent).toBe('A trip with this title exists');
  });

  it('stays open while its form is being sent: Escape and Cancel do nothing', () => {
    const { onClose } = renderDialog(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(onClose).not.toHaveBeenCalled();
  });
});
