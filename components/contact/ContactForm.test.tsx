import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import messages from '@/messages/en.json';
import { api, ApiError } from '@/lib/api/client';
import { APP } from '@/lib/config';
import { hydrate, serverHtml, typeEarly } from '@/lib/testing/hydration';
import ContactForm from './ContactForm';
import { uploadFile, type UploadResult } from './upload-file';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useSearchParams: jest.fn() }));
jest.mock('./upload-file', () => ({ uploadFile: jest.fn() }));

const get = api.get as unknown as jest.Mock;
const post = api.post as unknown as jest.Mock;
const searchParams = useSearchParams as unknown as jest.Mock;
const upload = uploadFile as unknown as jest.Mock;
const DRAFT_KEY = `${APP.shortName}_consult_draft`;

function renderForm(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ContactForm />
    </NextIntlClientProvider>,
  );
  return user;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const country = () => screen.getByRole('combobox', { name: 'Country or region' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/your name/i), 'Ada Lovelace');
  await user.type(field(/company/i), 'Engines Ltd');
  await user.type(field(/e-mail/i), 'ada@example.com');
  await user.type(field(/phone or whatsapp/i), '+44 20 7946 0000');
  await user.selectOptions(country(), 'GB');
  await user.type(field(/quantity/i), '500');
  await user.type(field(/your message/i), 'Padded pouches for our tablets, logo on the front.');
}

function typedValues() {
  return {
    name: field(/your name/i),
    company: field(/company/i),
    email: field(/e-mail/i),
    phone: field(/phone or whatsapp/i),
    country: country(),
    quantity: field(/quantity/i),
    message: field(/your message/i),
  };
}

function expectValuesKept() {
  const f = typedValues();
  expect(f.name).toHaveValue('Ada Lovelace');
  expect(f.company).toHaveValue('Engines Ltd');
  expect(f.email).toHaveValue('ada@example.com');
  expect(f.phone).toHaveValue('+44 20 7946 0000');
  expect(f.country).toHaveValue('GB');
  expect(f.quantity).toHaveValue('500');
  expect(f.message).toHaveValue('Padded pouches for our tablets, logo on the front.');
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  upload.mockReset();
  searchParams.mockReturnValue(new URLSearchParams(''));
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/en/contact');
});

test('labels, required marks, autocomplete and hints are in place', () => {
  renderForm();
  const f = typedValues();
  expect(f.name).toHaveAttribute('aria-required', 'true');
  expect(f.email).toHaveAttribute('aria-required', 'true');
  expect(f.message).toHaveAttribute('aria-required', 'true');
  expect(f.company).not.toHaveAttribute('aria-required');
  expect(f.name).toHaveAttribute('autocomplete', 'name');
  expect(f.company).toHaveAttribute('autocomplete', 'organization');
  expect(f.email).toHaveAttribute('autocomplete', 'email');
  expect(f.phone).toHaveAttribute('autocomplete', 'tel');
  expect(f.country).toHaveAttribute('autocomplete', 'country');
  expect(f.quantity).toHaveAttribute('inputmode', 'numeric');
  expect(f.message).toHaveAccessibleDescription('Fewer than 2000 characters');
  expect(f.message).toHaveAttribute('maxlength', '1999');
});

test('required errors are shown, the first invalid field gets focus, and nothing is sent', async () => {
  const user = renderForm();
  await user.click(screen.getByRole('button', { name: 'Send request' }));

  const summary = screen.getByRole('alert');
  expect(summary).toHaveTextContent('Please correct the highlighted fields.');
  expect(within(summary).getAllByRole('link')).toHaveLength(3);
  const f = typedValues();
  for (const required of [f.name, f.email, f.message]) {
    expect(required).toHaveAttribute('aria-invalid', 'true');
    expect(required).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
  }
  expect(f.company).not.toHaveAttribute('aria-invalid');
  expect(f.name).toHaveFocus();
  expect(post).not.toHaveBeenCalled();

  // After the first attempt a field is checked when it loses focus.
  await user.type(f.email, 'not-an-email');
  await user.tab();
  expect(f.email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  await user.clear(f.email);
  await user.type(f.email, 'ada@example.com');
  expect(f.email).not.toHaveAttribute('aria-invalid');
});

test('a server 400 shows its field errors and keeps every typed value', async () => {
  post.mockRejectedValue(
    new ApiError('Some fields need your attention.', {
      kind: 'http',
      method: 'POST',
      url: '/basic-api/v1/consult',
      httpStatus: 400,
      code: 400,
      result: { errors: { email: 'This address does not accept mail.', product_id: 'This product does not exist.' } },
    }),
  );
  const user = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));

  await waitFor(() => expect(field(/e-mail/i)).toHaveAttribute('aria-invalid', 'true'));
  expect(field(/e-mail/i)).toHaveAccessibleDescription('This address does not accept mail.');
  expect(field(/e-mail/i)).toHaveFocus();
  const summary = screen.getByRole('alert');
  expect(summary).toHaveTextContent('E-mail: This address does not accept mail.');
  expect(summary).toHaveTextContent('Product: This product does not exist.');
  expectValuesKept();
  expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}').values.message).toBe(
    'Padded pouches for our tablets, logo on the front.',
  );
});

test('success shows the receipt, moves focus to it and clears the draft; "send another" resets', async () => {
  let resolve: (value: unknown) => void = () => {};
  post.mockReturnValue(new Promise((r) => (resolve = r)));
  const user = renderForm();
  await fillValid(user);
  expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  expect(post).toHaveBeenCalledWith('/consult', {
    data: {
      name: 'Ada Lovelace',
      company: 'Engines Ltd',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      country: 'GB',
      product_id: null,
      quantity: 500,
      message: 'Padded pouches for our tablets, logo on the front.',
      locale: 'en',
      source_page: '/en/contact',
      files: [],
    },
    errorMessageMode: 'none',
  });

  resolve({ id: 4711, reference: 'HX-2611-7K3Q', created_at: '2025-01-01T00:00:00Z' });
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Thank you, we have your request');
  expect(status).toHaveTextContent('We will reply to ada@example.com within one working day. Your reference number is HX-2611-7K3Q.');
  expect(status).not.toHaveTextContent('4711');
  await waitFor(() => expect(status).toHaveFocus());
  expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Send another request' }));
  expect(field(/your name/i)).toHaveValue('');
  expect(field(/your message/i)).toHaveValue('');
  // The country goes back to the one the browser's language points to (jsdom: en-US).
  expect(country()).toHaveValue('US');
  await waitFor(() => expect(field(/your name/i)).toHaveFocus());
  expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
});

test('a draft in sessionStorage is restored after a reload', async () => {
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ values: { name: 'Grace', email: 'grace@example.com', country: 'IE', message: 'A long enough message.' }, product: null }),
  );
  renderForm();
  await waitFor(() => expect(field(/your name/i)).toHaveValue('Grace'));
  expect(field(/e-mail/i)).toHaveValue('grace@example.com');
  expect(country()).toHaveValue('IE');
  expect(field(/your message/i)).toHaveValue('A long enough message.');
  expect(field(/company/i)).toHaveValue('');
});

const page = () => (
  <NextIntlClientProvider locale="en" messages={messages}>
    <ContactForm />
  </NextIntlClientProvider>
);
const early = (host: HTMLElement, name: string, value: string) => typeEarly(host.querySelector(`[name="${name}"]`)!, value);

test('a slow phone: everything typed before the script arrived is kept and sent', async () => {
  post.mockResolvedValue({ id: 1, reference: 'HX-2611-7K3Q', created_at: '2025-01-01T00:00:00Z' });
  const host = serverHtml(page());
  early(host, 'name', 'Ada Lovelace');
  early(host, 'company', 'Engines Ltd');
  early(host, 'email', 'ada@example.com');
  early(host, 'phone', '+44 20 7946 0000');
  early(host, 'country', 'GB');
  early(host, 'quantity', '500');
  early(host, 'message', 'Padded pouches for our tablets, logo on the front.');
  await hydrate(host, page());

  // Hydrated: the draft effect and the country preselection ran, and the typed text is still there.
  expectValuesKept();
  await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}').values?.name).toBe('Ada Lovelace'));
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send request' }));
  expect(post).toHaveBeenCalledWith('/consult', expect.objectContaining({
    data: expect.objectContaining({
      name: 'Ada Lovelace', company: 'Engines Ltd', email: 'ada@example.com', phone: '+44 20 7946 0000', country: 'GB', quantity: 500,
      message: 'Padded pouches for our tablets, logo on the front.',
    }),
  }));
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you, we have your request');
});

test('typed before the script arrived wins over an older draft, field by field', async () => {
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ values: { name: 'Grace', company: 'Navy', email: 'grace@example.com', country: 'IE', message: 'An older message.' }, product: null }),
  );
  const host = serverHtml(page());
  early(host, 'name', 'Ada Lovelace');
  early(host, 'country', 'GB');
  early(host, 'message', 'What I typed just now, before the page answered.');
  await hydrate(host, page());

  await waitFor(() => expect(field(/e-mail/i)).toHaveValue('grace@example.com'));
  expect(field(/company/i)).toHaveValue('Navy');
  expect(field(/your name/i)).toHaveValue('Ada Lovelace');
  expect(country()).toHaveValue('GB');
  expect(field(/your message/i)).toHaveValue('What I typed just now, before the page answered.');
});

test('?product= shows the product as a chip and sends product_id', async () => {
  searchParams.mockReturnValue(new URLSearchParams('product=7'));
  get.mockResolvedValue({ id: 7, name: 'EVA tablet case' });
  post.mockResolvedValue({ id: 1, reference: 'HX-2601-AAAA', created_at: '2025-01-01T00:00:00Z' });
  const user = renderForm();

  expect(await screen.findByText('EVA tablet case')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/product/7', { errorMessageMode: 'none' });
  expect(screen.getByRole('group', { name: 'Product' })).toBeInTheDocument();

  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  await screen.findByRole('status');
  expect(post.mock.calls[0][1].data.product_id).toBe(7);
});

test('removing the product chip drops product_id', async () => {
  window.history.replaceState(null, '', '/en/contact?product=7');
  searchParams.mockReturnValue(new URLSearchParams('product=7'));
  get.mockResolvedValue({ id: 7, name: 'EVA tablet case' });
  post.mockResolvedValue({ id: 2, reference: 'HX-2601-AAAB', created_at: '2025-01-01T00:00:00Z' });
  const user = renderForm();

  await user.click(await screen.findByRole('button', { name: 'Remove product: EVA tablet case' }));
  expect(screen.queryByText('EVA tablet case')).not.toBeInTheDocument();
  expect(screen.getByText('No specific product')).toHaveFocus();
  expect(window.location.search).toBe('');

  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  await screen.findByRole('status');
  expect(post.mock.calls[0][1].data.product_id).toBeNull();
});

test('a product that cannot be loaded is dropped without a message', async () => {
  searchParams.mockReturnValue(new URLSearchParams('product=999'));
  get.mockRejectedValue(
    new ApiError('Resource not found', { kind: 'http', method: 'GET', url: '/basic-api/v1/product/999', httpStatus: 404 }),
  );
  renderForm();
  await waitFor(() => expect(get).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Product' })).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed (network) submission shows the reason once and keeps every value', async () => {
  post.mockRejectedValue(
    new ApiError('Network abnormal, please check your connection', {
      kind: 'network',
      method: 'POST',
      url: '/basic-api/v1/consult',
      cause: new TypeError('Failed to fetch'),
    }),
  );
  const user = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));

  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Network abnormal, please check your connection');
  await waitFor(() => expect(summary).toHaveFocus());
  expectValuesKept();
  expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
});

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

test('the country list is named in the page\'s language, with the browser\'s country preselected', async () => {
  renderForm();
  await waitFor(() => expect(country()).toHaveValue('US'));
  const options = within(country()).getAllByRole('option');
  expect(options[0]).toHaveTextContent('Choose a country or region');
  expect(options).toHaveLength(251);
  expect(within(country()).getByRole('option', { name: 'Germany' })).toHaveValue('DE');
});

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

test('a file too big, of a type not taken, or one too many is refused at once with its message; the server\'s refusal shows too', async () => {
  const accepted = nextUpload();
  const refused = nextUpload();
  const user = renderForm({ applyAccept: false });
  await user.upload(filesInput(), [fileOf('poster.png', 21 * 1024 * 1024), fileOf('setup.exe', 1000, 'application/x-msdownload'), fileOf('a.png'), fileOf('b.png')]);
  expect(screen.getByText('The file must not be larger than 20 MB.')).toBeInTheDocument();
  expect(screen.getByText('This type of file is not accepted. Please send PDF, AI, EPS, PSD, PNG, JPG, WebP, TIFF or SVG.')).toBeInTheDocument();
  // Only the two acceptable files were sent to the server.
  expect(upload).toHaveBeenCalledTimes(2);
  await act(async () => accepted.finish({ ok: true, file: { handle: handle(3), name: 'a.png', mime: 'image/png', bytes: 1000, created_at: '' } }));
  await act(async () => refused.finish({ ok: false, message: 'You have sent too many files in the last hour. Please wait 60 minutes or send them to us by e-mail.', retryable: true }));
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

test('a server refusal of the files (expired, someone else\'s) shows on the files field', async () => {
  const done = nextUpload();
  post.mockRejectedValue(
    new ApiError('Some fields need your attention.', {
      kind: 'http',
      method: 'POST',
      url: '/basic-api/v1/consult',
      httpStatus: 400,
      code: 400,
      result: { errors: { files: 'A file could not be found or has expired. Please remove it and attach it again.' } },
    }),
  );
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
      files: [{ handle: handle(7), name: 'logo.svg', size: 2048 }, { handle: 'not-a-handle', name: 'x.png', size: 1 }],
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
