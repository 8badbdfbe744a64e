// The contact form's files: uploaded one by one with their progress, refused at once or by the
// server, and kept with the draft. (Shared setup: contact-form-testing.tsx.)
import { act, screen, waitFor } from '@testing-library/react';
import { DRAFT_KEY, fieldRefusal, fillValid, post, renderForm, upload, useFreshContactForm } from './contact-form-testing';
import type { UploadResult } from './upload-file';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useSearchParams: jest.fn() }));
jest.mock('./upload-file', () => ({ uploadFile: jest.fn() }));

useFreshContactForm();

/** An upload the test finishes itself, reporting progress on the way. */
function nextUpload() {
  const control: { progress: (f: number) => void; finish: (result: UploadResult) => void; abort: jest.Mock; file?: File } = {
    progress: () => undefined,
    finish: () => undefined,
    abort: jest.fn(),
  };
  const done = new Promise<UploadResult>((resolve) => (control.finish = resolve));
  upload.mockImplementationOnce((file: File, _locale: string, onProgress: (f: number) => void) => {
    control.file = file;
    control.progress = onProgress;
    return { done, abort: control.abort };
  });
  return control;
}

const handle = (n: number) => String(n).padStart(32, 'a');
const fileOf = (name: string, size = 1000, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const filesInput = () => screen.getByLabelText('Choose files') as HTMLInputElement;

test('files upload one by one with their progress, can be removed, and go with the request as handles', async () => {
  const first = nextUpload();
  const second = nextUpload();
  const user = renderForm();
  await user.upload(filesInput(), [fileOf('logo.ai', 2_400_000, ''), fileOf('photo.jpg', 300_000, 'image/jpeg')]);
  expect(upload).toHaveBeenCalledTimes(2);
  expect(first.file?.name).toBe('logo.ai');
  expect(upload.mock.calls[0][1]).toBe('en');

  act(() => first.progress(0.42));
  expect(screen.getByRole('progressbar', { name: 'logo.ai' })).toHaveAttribute('value', '42');
  expect(screen.getByText('Uploading… 42%')).toBeInTheDocument();

  // Sending while a file is on its way waits for it.
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please wait until your files have finished uploading.');
  expect(post).not.toHaveBeenCalled();

  await act(async () => first.finish({ ok: true, file: { handle: handle(1), name: 'logo.ai', mime: 'application/illustrator', bytes: 2_400_000, created_at: '' } }));
  await act(async () => second.finish({ ok: true, file: { handle: handle(2), name: 'photo.jpg', mime: 'image/jpeg', bytes: 300_000, created_at: '' } }));
  expect(screen.getAllByText('Uploaded')).toHaveLength(2);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}').files).toEqual([
    { handle: handle(1), name: 'logo.ai', size: 2_400_000 },
    { handle: handle(2), name: 'photo.jpg', size: 300_000 },
  ]);

  await user.click(screen.getByRole('button', { name: 'Remove photo.jpg' }));
  expect(screen.queryByText('photo.jpg')).not.toBeInTheDocument();
  post.mockResolvedValue({ id: 9, reference: 'HX-2611-7K3Q', created_at: '2026-11-01T00:00:00Z' });
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Files attached: 1')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Your reference number is HX-2611-7K3Q.');
  expect(post.mock.calls[0][1].data.files).toEqual([handle(1)]);
});

test("a file too big, of a type not taken, or one too many is refused at once with its message; the server's refusal shows too", async () => {
  const accepted = nextUpload();
  const refused = nextUpload();
  const user = renderForm({ applyAccept: false });
  await user.upload(filesInput(), [fileOf('poster.png', 21 * 1024 * 1024), fileOf('setup.exe', 1000, 'application/x-msdownload'), fileOf('a.png'), fileOf('b.png')]);
  expect(screen.getByText('The file must not be larger than 20 MB.')).toBeInTheDocument();
  expect(screen.getByText('This type of file is not accepted. Please send PDF, AI, EPS, PSD, PNG, JPG, WebP, TIFF or SVG.')).toBeInTheDocument();
  // Only the two acceptable files were sent to the server.
  expect(upload).toHaveBeenCalledTimes(2);
  await act(async () => accepted.finish({ ok: true, file: { handle: handle(3), name: 'a.png', mime: 'image/png', bytes: 1000, created_at: '' } }));
  await act(async () =>
    refused.finish({ ok: false, message: 'You have sent too many files in the last hour. Please wait 60 minutes or send them to us by e-mail.', retryable: true }),
  );
  expect(screen.getByText(/too many files in the last hour/)).toBeInTheDocument();

  // A failed file blocks sending until it is removed or sent again.
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Some files could not be uploaded. Remove them or try again.');
  expect(post).not.toHaveBeenCalled();

  // Only where trying again can help: the hour's limit can pass, a refused type cannot change.
  expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  const retry = nextUpload();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(upload).toHaveBeenCalledTimes(3);
  expect(retry.file?.name).toBe('b.png');

  // Five is the most: two more (with four in the list) — one is taken, then the list is full.
  nextUpload();
  await user.upload(filesInput(), [fileOf('c.png'), fileOf('d.png')]);
  expect(screen.getByText('Attach at most 5 files.')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(5);
  expect(filesInput()).toBeDisabled();
});

test("a server refusal of the files (expired, someone else's) shows on the files field", async () => {
  const done = nextUpload();
  post.mockRejectedValue(fieldRefusal({ files: 'A file could not be found or has expired. Please remove it and attach it again.' }));
  const user = renderForm();
  await user.upload(filesInput(), [fileOf('a.png')]);
  await act(async () => done.finish({ ok: true, file: { handle: handle(4), name: 'a.png', mime: 'image/png', bytes: 1000, created_at: '' } }));
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(filesInput()).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByRole('alert')).toHaveTextContent('Artwork and reference files: A file could not be found or has expired.');
  expect(filesInput()).toHaveFocus();
});

test('a draft keeps the files already uploaded: after a reload they are listed and sent', async () => {
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      values: { name: 'Grace', email: 'grace@example.com', message: 'A long enough message.' },
      product: null,
      files: [
        { handle: handle(7), name: 'logo.svg', size: 2048 },
        { handle: 'not-a-handle', name: 'x.png', size: 1 },
      ],
    }),
  );
  post.mockResolvedValue({ id: 3, reference: 'HX-2601-AAAC', created_at: '2026-01-01T00:00:00Z' });
  const user = renderForm();
  expect(await screen.findByText('logo.svg')).toBeInTheDocument();
  expect(screen.queryByText('x.png')).not.toBeInTheDocument();
  expect(screen.getByText('Uploaded')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  await screen.findByText('Files attached: 1');
  expect(post.mock.calls[0][1].data.files).toEqual([handle(7)]);
  expect(upload).not.toHaveBeenCalled();
});
