import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { api, ApiError } from '@/lib/api/client';
import SocialLoginButtons from './SocialButtons';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());

const get = api.get as unknown as jest.Mock;

function renderButtons(providers: ('wechat' | 'qq')[]) {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <SocialLoginButtons providers={providers} destination="/en/user/profile" />
    </NextIntlClientProvider>,
  );
  return user;
}

beforeEach(() => get.mockReset());

test('a button per configured provider, under "Or log in with"; none configured renders nothing', () => {
  const { unmount } = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <SocialLoginButtons providers={[]} destination="/en" />
    </NextIntlClientProvider>,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  unmount();
  renderButtons(['qq']);
  expect(screen.getByRole('heading', { name: 'Or log in with' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log in with QQ' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log in with WeChat' })).not.toBeInTheDocument();
});

test('a click asks for the login link with the destination and the locale; while it is pending every button waits', async () => {
  let answer: (value: unknown) => void = () => {};
  get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const user = renderButtons(['wechat', 'qq']);
  await user.click(screen.getByRole('button', { name: 'Log in with WeChat' }));
  expect(get).toHaveBeenCalledWith('/authorizations/social/wechat/start', {
    params: { purpose: 'login', redirect: '/en/user/profile', locale: 'en' },
    errorMessageMode: 'none',
    ignoreCancelToken: true,
  });
  // aria-disabled (not disabled): the clicked button keeps the focus.
  expect(screen.getByRole('button', { name: 'Opening WeChat…' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Opening WeChat…' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Log in with QQ' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('button', { name: 'Log in with QQ' }));
  expect(get).toHaveBeenCalledTimes(1);
  // The refusal is shown and both buttons work again.
  const refused = new ApiError('Too many requests. Please wait 30 seconds and try again.', { kind: 'http', method: 'GET', url: '/x', httpStatus: 429, code: 429, result: null });
  get.mockReset();
  answer(Promise.reject(refused));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait 30 seconds and try again.');
  expect(screen.getByRole('button', { name: 'Log in with WeChat' })).not.toHaveAttribute('aria-disabled');
  expect(screen.getByRole('button', { name: 'Log in with QQ' })).not.toHaveAttribute('aria-disabled');
});
