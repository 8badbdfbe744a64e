// What the contact form's tests (ContactForm*.test.tsx) share: the form rendered in English, its
// fields by their labels, a valid filling, and the mocked API client, search params and upload.
// Each test file mocks those three modules itself (jest hoists jest.mock to the top of that file):
//   jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
//   jest.mock('next/navigation', () => ({ useSearchParams: jest.fn() }));
//   jest.mock('./upload-file', () => ({ uploadFile: jest.fn() }));
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import messages from '@/messages/en.json';
import { api, ApiError } from '@/lib/api/client';
import { APP } from '@/lib/config';
import ContactForm from './ContactForm';
import { uploadFile } from './upload-file';

export const get = api.get as unknown as jest.Mock;
export const post = api.post as unknown as jest.Mock;
export const searchParams = useSearchParams as unknown as jest.Mock;
export const upload = uploadFile as unknown as jest.Mock;
export const DRAFT_KEY = `${APP.shortName}_consult_draft`;

/** The form as a page renders it. */
export const page = () => (
  <NextIntlClientProvider locale="en" messages={messages}>
    <ContactForm />
  </NextIntlClientProvider>
);

export function renderForm(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  render(page());
  return user;
}

export const field = (name: RegExp) => screen.getByRole('textbox', { name });
export const country = () => screen.getByRole('combobox', { name: 'Country or region' });

/** What fillValid enters, field by field. */
const VALID = {
  name: 'Ada Lovelace',
  company: 'Engines Ltd',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  country: 'GB',
  quantity: '500',
  message: 'Padded pouches for our tablets, logo on the front.',
};

export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const f = typedValues();
  for (const [key, value] of Object.entries(VALID)) {
    if (key === 'country') await user.selectOptions(f.country, value);
    else await user.type(f[key as keyof typeof VALID], value);
  }
}

export function typedValues() {
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

/** Every field still holds what fillValid entered. */
export function expectValuesKept() {
  const f = typedValues();
  for (const [key, value] of Object.entries(VALID)) expect(f[key as keyof typeof VALID]).toHaveValue(value);
}

/** Before each test: the mocks reset, no search params, no draft, the page at /en/contact. */
export function useFreshContactForm() {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    upload.mockReset();
    searchParams.mockReturnValue(new URLSearchParams(''));
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/en/contact');
  });
}

/** The server's 400 to the request: `errors` by field, as POST /consult answers them. */
export const fieldRefusal = (errors: Record<string, string>) =>
  new ApiError('Some fields need your attention.', { kind: 'http', method: 'POST', url: '/basic-api/v1/consult', httpStatus: 400, code: 400, result: { errors } });
