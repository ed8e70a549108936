import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoField } from './photo-field';

/** The upload's XMLHttpRequest: the test plays the server. */
class FakeRequest {
  static last: FakeRequest;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {}
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload photo', { selector: 'input' }), {
    target: { files: [file] },
  });
const png = () => new File([new Uint8Array(400)], 'me.png', { type: 'image/png' });

describe('PhotoField', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:local-preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the chosen image at once and the share uploaded, then takes the uploaded URL', async () => {
    const onChange = vi.fn();
    render(<PhotoField value="" initials="AL" onChange={onChange} />);
    choose(png());
    expect(screen.getByRole('img', { name: 'Profile photo' }).getAttribute('src')).toBe(
      'blob:local-preview',
    );
    FakeRequest.last.progress(40, 100);
    const bar = screen.getByRole('progressbar', { name: 'Uploading: 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    FakeRequest.last.answer(200, { url: '/uploads/abc.png' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/abc.png'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file of another type before sending it, and shows a refused upload', async () => {
    render(<PhotoField value="" initials="AL" onChange={vi.fn()} />);
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('Use a PNG, JPEG, GIF or WebP image.');

    choose(png());
    FakeRequest.last.answer(415, { message: 'Unsupported', code: 'uploads.unsupported_type' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Use a PNG, JPEG, GIF or WebP image.'),
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a save that failed, and takes the photo back', async () => {
    const onChange = vi.fn(async () => {
      throw new Error('offline');
    });
    render(<PhotoField value="" initials="AL" onChange={onChange} />);
    choose(png());
    FakeRequest.last.answer(200, { url: '/uploads/abc.png' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'));
    expect(onChange).toHaveBeenCalledWith('/uploads/abc.png');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
