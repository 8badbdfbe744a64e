import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useRouter } from 'next/navigation';
import messages from '@/messages/en.json';
import { api, ApiError } from '@/lib/api/client';
import { getToken } from '@/lib/api/feedback';
import { AUTH } from '@/lib/config';
import { sessionStore } from '@/lib/session/store';
import { stubDialog } from '@/lib/testing/dialog';
import { clickEarly, hydrate, serverHtml, typeEarly } from '@/lib/testing/hydration';
import LoginPanel from './LoginPanel';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));

const get = api.get as unknown as jest.Mock;
const post = api.post as unknown as jest.Mock;
const replace = jest.fn();
const m = messages.member;

const TOKEN = { access_token: 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', token_type: 'Bearer', expires_in: 604800 };
const USER = { id: 7, account: 'anna', nickname: 'anna', phone: null, avatar: '', points: 0, roles: ['member'], created_at: '2026-01-02T03:04:05.000Z' };
const CAPTCHA = { key: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expires_in: 300 };

function refused(message: string, result: unknown, httpStatus = 400): ApiError {
  return new ApiError(message, { kind: 'http', method: 'POST', url: '/basic-api/v1/authorizations', httpStatus, code: httpStatus, result });
}

function renderPanel(props: Partial<Parameters<typeof LoginPanel>[0]> = {}) {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LoginPanel destination="/en/user/profile" home="/en" {...props} />
    </NextIntlClientProvider>,
  );
  return user;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

beforeAll(stubDialog);
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  replace.mockReset();
  (useRouter as jest.Mock).mockReturnValue({ replace, push: jest.fn(), refresh: jest.fn() });
  sessionStore.reset();
});

test('three tabs; the account tab has the account and password placeholders and is selected first', () => {
  renderPanel();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([m.login.tabAccount, m.login.tabPhone, m.login.tabRegister]);
  expect(tab(m.login.tabAccount)).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(m.login.tabAccount);
  expect(field(m.form.account)).toHaveAttribute('placeholder', 'Please enter your account');
  expect(field(m.form.password)).toHaveAttribute('placeholder', 'Please enter your password');
  expect(field(m.form.password)).toHaveAttribute('type', 'password');
  expect(field(m.form.account)).toHaveAttribute('autocomplete', 'username');
});

test('empty fields: required messages from the shared validation, focus on the first, nothing sent', async () => {
  const user = renderPanel();
  await user.click(screen.getByRole('button', { name: m.form.submitLogin }));
  expect(field(m.form.account)).toHaveAttribute('aria-invalid', 'true');
  expect(field(m.form.account)).toHaveAccessibleDescription(messages.server.field.required);
  expect(field(m.form.password)).toHaveAccessibleDescription(messages.server.field.required);
  expect(field(m.form.account)).toHaveFocus();
  expect(post).not.toHaveBeenCalled();

  // Editing a field drops its message.
  await user.type(field(m.form.account), 'anna');
  expect(field(m.form.account)).not.toHaveAttribute('aria-invalid');
});

test('what was typed before the script arrived is sent, and stays in the fields', async () => {
  post.mockRejectedValueOnce(refused('The account or password is wrong.', { captcha_required: false }));
  const user = renderPanel();
  // Typed into the server's HTML before hydration: in the DOM, no change event reached React.
  (field(m.form.account) as HTMLInputElement).value = 'Early';
  (field(m.form.password) as HTMLInputElement).value = 'typed before';
  await user.click(screen.getByRole('button', { name: m.form.submitLogin }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The account or password is wrong.');
  expect(post).toHaveBeenCalledWith('/authorizations', { data: { account: 'Early', password: 'typed before' }, errorMessageMode: 'none' });
  expect(field(m.form.account)).toHaveValue('Early');
  expect(field(m.form.password)).toHaveValue('typed before');
});

const panel = (props: Partial<Parameters<typeof LoginPanel>[0]> = {}) => (
  <NextIntlClientProvider locale="en" messages={messages}>
    <LoginPanel destination="/en/user/profile" home="/en" {...props} />
  </NextIntlClientProvider>
);
const early = (host: HTMLElement, name: string) => host.querySelector(`[name="${name}"]`) as HTMLInputElement;

test("typed into the server's page before the script arrived: kept when the form renders again, then sent", async () => {
  post.mockRejectedValueOnce(refused('The account or password is wrong.', { captcha_required: false }));
  const host = serverHtml(panel());
  typeEarly(early(host, 'account'), 'Early');
  typeEarly(early(host, 'password'), 'typed before');
  await hydrate(host, panel());
  const user = userEvent.setup();
  // Showing the password renders its field again: it must not empty it.
  await user.click(screen.getByRole('button', { name: m.form.showPassword }));
  expect(field(m.form.password)).toHaveValue('typed before');
  await user.click(screen.getByRole('button', { name: m.form.submitLogin }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The account or password is wrong.');
  expect(post).toHaveBeenCalledWith('/authorizations', { data: { account: 'Early', password: 'typed before' }, errorMessageMode: 'none' });
});

test('registration typed and ticked before the script arrived is sent as typed', async () => {
  post.mockRejectedValueOnce(refused('That account is taken.', { captcha_required: false }));
  const host = serverHtml(panel({ initialTab: 'register' }));
  typeEarly(early(host, 'account'), 'early_member');
  typeEarly(early(host, 'password'), 'Str0ng-early!');
  typeEarly(early(host, 'password_confirmation'), 'Str0ng-early!');
  clickEarly(early(host, 'agree_policy'));
  await hydrate(host, panel({ initialTab: 'register' }));
  await userEvent.setup().click(screen.getByRole('button', { name: m.form.submitRegister }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That account is taken.');
  expect(post).toHaveBeenCalledWith('/authorizations/register', {
    data: { account: 'early_member', password: 'Str0ng-early!', password_confirmation: 'Str0ng-early!', agree_policy: true },
    errorMessageMode: 'none',
  });
  expect(screen.getByRole('checkbox')).toBeChecked();
});

test('the maximum-length hint appears when a field reaches its limit', async () => {
  const user = renderPanel();
  const account = field(m.form.account);
  expect(account).toHaveAttribute('maxlength', String(AUTH.accountMax));
  await user.type(account, 'a'.repeat(AUTH.accountMax - 1));
  expect(screen.queryByText(`Must be fewer than ${AUTH.accountMax + 1} characters.`)).not.toBeInTheDocument();
  await user.type(account, 'a');
  expect(account).toHaveAccessibleDescription(`Must be fewer than ${AUTH.accountMax + 1} characters.`);
});

test('a wrong password shows the server message once, in the form alert', async () => {
  post.mockRejectedValueOnce(refused('The account or password is wrong.', { captcha_required: false }));
  const user = renderPanel();
  await user.type(field(m.form.account), 'Anna');
  await user.type(field(m.form.password), 'not the password');
  await user.click(screen.getByRole('button', { name: m.form.submitLogin }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The account or password is wrong.');
  expect(post).toHaveBeenCalledWith('/authorizations', {
    data: { account: 'Anna', password: 'not the password' },
    errorMessageMode: 'none',
  });
  expect(screen.queryByLabelText(m.form.captcha)).not.toBeInTheDocument();
  expect(field(m.form.password)).toHaveValue('not the password');
  expect(replace).not.toHaveBeenCalled();
});

test('a captcha appears when an answer requires it, is sent with the next try, and refreshes on click', async () => {
  post.mockRejectedValueOnce(refused('Please enter the characters shown in the picture.', { captcha_required: true }));
  get.mockResolvedValueOnce(CAPTCHA);
  const user = renderPanel();
  await user.type(field(m.form.account), 'anna');
  await user.type(field(m.form.password), 'secret-password');
  await user.click(screen.getByRole('button', { name: m.form.submitLogin }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the characters shown in the picture.');
  const picture = await screen.findByRole('button', { name: m.form.captchaImage });
  await waitFor(() => expect(within(picture).getByRole('presentation', { hidden: true })).toHaveAttribute('src', CAPTCHA.image));
  expect(get).toHaveBeenCalledWith('/captcha', { errorMessageMode: 'none' });
  expect(sessionStore.getState()).toMatchObject({ captchaKey: 'cap-1', captchaImage: CAPTCHA.image });

  // Without an answer: a required message on the captcha field.
  await user.click(screen.getByRole('button', { name: m.form.submitLogin }));
  expect(field(m.form.captcha)).toHaveAccessibleDescription(messages.server.field.required);
  expect(post).toHaveBeenCalledTimes(1);

  // A new picture on click.
  get.mockResolvedValueOnce({ ...CAPTCHA, key: 'cap-2' });
  await user.click(picture);
  await waitFor(() => expect(sessionStore.getState().captchaKey).toBe('cap-2'));

  post.mockResolvedValueOnce(TOKEN);
  get.mockResolvedValueOnce(USER);
  await user.type(field(m.form.captcha), 'k3x7m');
  await user.click(screen.getByRole('button', { name: m.form.submitLogin }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/user/profile'));
  expect(post).toHaveBeenLastCalledWith('/authorizations', {
    data: { account: 'anna', password: 'secret-password', captcha_key: 'cap-2', captcha_code: 'k3x7m' },
    errorMessageMode: 'none',
  });
});

test('success runs the login transition: token in memory, user info fetched, flags set, then the destination', async () => {
  sessionStore.setSessionTimeout(true);
  post.mockResolvedValueOnce(TOKEN);
  get.mockResolvedValueOnce(USER);
  const user = renderPanel();
  await user.type(field(m.form.account), 'anna');
  await user.type(field(m.form.password), 'secret-password');
  await user.click(screen.getByRole('button', { name: m.form.submitLogin }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/user/profile'));
  expect(get).toHaveBeenCalledWith('/user', { errorMessageMode: 'none' });
  expect(sessionStore.getState()).toMatchObject({
    token: TOKEN.access_token,
    isLogin: true,
    sessionTimeout: false,
    roles: ['member'],
    userInfo: expect.objectContaining({ account: 'anna' }),
  });
  expect(getToken()).toBe(TOKEN.access_token);
  expect(window.localStorage.length).toBe(0);
  expect(window.sessionStorage.length).toBe(0);
  // The form stays busy until the page changes.
  expect(screen.getByRole('button', { name: m.form.submitting })).toBeDisabled();
});

test('registration: two passwords differ, policy not ticked, server field errors on their fields', async () => {
  const user = renderPanel();
  await user.click(tab(m.login.tabRegister));
  expect(tab(m.login.tabRegister)).toHaveAttribute('aria-selected', 'true');
  await user.type(field(m.form.account), 'new_member');
  await user.type(field(m.form.password), 'long-enough-1');
  await user.type(field(m.form.passwordConfirm), 'long-enough-2');
  await user.click(screen.getByRole('button', { name: m.form.submitRegister }));
  expect(field(m.form.passwordConfirm)).toHaveAccessibleDescription('The two passwords differ.');
  const policy = screen.getByRole('checkbox');
  expect(policy).toHaveAccessibleDescription('Please tick the policy before registering.');
  expect(field(m.form.passwordConfirm)).toHaveFocus();
  expect(post).not.toHaveBeenCalled();

  // The policy opens in a dialog from its link, without ticking the box.
  await user.click(screen.getByRole('button', { name: 'member agreement and privacy policy' }));
  expect(screen.getByRole('dialog', { name: m.policy.title })).toBeInTheDocument();
  expect(policy).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: m.policy.close }));

  await user.clear(field(m.form.passwordConfirm));
  await user.type(field(m.form.passwordConfirm), 'long-enough-1');
  await user.click(policy);
  post.mockRejectedValueOnce(
    refused('This account name cannot be used. Please choose another one.', {
      captcha_required: false,
      errors: { account: 'This account name cannot be used. Please choose another one.' },
    }),
  );
  await user.click(screen.getByRole('button', { name: m.form.submitRegister }));
  await waitFor(() => expect(field(m.form.account)).toHaveAccessibleDescription(expect.stringContaining('This account name cannot be used.')));
  expect(field(m.form.account)).toHaveFocus();
  expect(post).toHaveBeenCalledWith('/authorizations/register', {
    data: { account: 'new_member', password: 'long-enough-1', password_confirmation: 'long-enough-1', agree_policy: true },
    errorMessageMode: 'none',
  });
});

test('registration hints: the account and password rules are described', async () => {
  const user = renderPanel();
  await user.click(tab(m.login.tabRegister));
  expect(field(m.form.account)).toHaveAccessibleDescription('Use 4 to 32 letters, digits, underscores, dots or hyphens.');
  expect(field(m.form.password)).toHaveAccessibleDescription('The password must have 8 to 64 characters.');
  expect(field(m.form.passwordConfirm)).toHaveAttribute('placeholder', 'Please enter the password again');
  await user.type(field(m.form.account), 'ab');
  await user.type(field(m.form.password), 'short');
  await user.click(screen.getByRole('button', { name: m.form.submitRegister }));
  expect(field(m.form.account)).toHaveAttribute('aria-invalid', 'true');
  expect(field(m.form.password)).toHaveAccessibleDescription(expect.stringContaining('The password must have 8 to 64 characters.'));
});

test('switching tabs keeps nothing stale: values, errors, alert and captcha start afresh', async () => {
  post.mockRejectedValueOnce(refused('The account or password is wrong.', { captcha_required: true }));
  get.mockResolvedValueOnce(CAPTCHA);
  const user = renderPanel();
  await user.type(field(m.form.account), 'anna');
  await user.type(field(m.form.password), 'wrong-password');
  await user.click(screen.getByRole('button', { name: m.form.submitLogin }));
  await screen.findByRole('alert');
  await waitFor(() => expect(sessionStore.getState().captchaKey).toBe('cap-1'));

  await user.click(tab(m.login.tabRegister));
  expect(sessionStore.getState().captchaKey).toBeNull();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByLabelText(m.form.captcha)).not.toBeInTheDocument();
  expect(field(m.form.account)).toHaveValue('');
  await user.click(screen.getByRole('button', { name: m.form.submitRegister }));
  expect(field(m.form.account)).toHaveAttribute('aria-invalid', 'true');

  await user.click(tab(m.login.tabAccount));
  expect(field(m.form.account)).toHaveValue('');
  expect(field(m.form.password)).toHaveValue('');
  expect(field(m.form.account)).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByLabelText(m.form.captcha)).not.toBeInTheDocument();
});

test('tabs follow the arrow keys', async () => {
  const user = renderPanel();
  tab(m.login.tabAccount).focus();
  await user.keyboard('{ArrowRight}');
  expect(tab(m.login.tabPhone)).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(tab(m.login.tabRegister)).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}');
  expect(tab(m.login.tabAccount)).toHaveAttribute('aria-selected', 'true');
});

test('without an SMS sender there is no mobile-code tab, and the arrows skip it', async () => {
  const user = renderPanel({ phoneLogin: false });
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([messages.member.login.tabAccount, messages.member.login.tabRegister]);
  tabs[0].focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: messages.member.login.tabRegister })).toHaveAttribute('aria-selected', 'true');
});

describe('mobile code', () => {
  test('placeholders, a code request with its resend countdown, then the login', async () => {
    const user = renderPanel();
    await user.click(tab(m.login.tabPhone));
    expect(field(m.form.phone)).toHaveAttribute('placeholder', 'Please enter your mobile number');
    expect(field(m.form.code)).toHaveAttribute('placeholder', 'Please enter the verification code');

    await user.click(screen.getByRole('button', { name: m.form.getCode }));
    expect(field(m.form.phone)).toHaveAccessibleDescription(expect.stringContaining(messages.server.field.required));

    await user.type(field(m.form.phone), '12');
    await user.click(screen.getByRole('button', { name: m.form.getCode }));
    expect(field(m.form.phone)).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid mobile number.'));
    expect(post).not.toHaveBeenCalled();

    await user.clear(field(m.form.phone));
    await user.type(field(m.form.phone), '138 1234 5716');
    post.mockResolvedValueOnce({ expires_in: 600, resend_after: 60 });
    await user.click(screen.getByRole('button', { name: m.form.getCode }));
    expect(await screen.findByRole('button', { name: /Resend in (59|60) s/ })).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/authorizations/phone_code', { data: { phone: '138 1234 5716' }, errorMessageMode: 'none' });
    expect(screen.getByText('A verification code is on its way to 138****5716. It is valid for 10 minutes.')).toBeInTheDocument();
    expect(field(m.form.code)).toHaveFocus();

    await user.type(field(m.form.code), '12a34');
    expect(field(m.form.code)).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: m.form.submitLogin }));
    expect(field(m.form.code)).toHaveAccessibleDescription('Enter the 6-digit verification code.');

    await user.type(field(m.form.code), '56');
    post.mockResolvedValueOnce(TOKEN);
    get.mockResolvedValueOnce({ ...USER, account: null, phone: '138****5716', nickname: '138****5716' });
    await user.click(screen.getByRole('button', { name: m.form.submitLogin }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/user/profile'));
    expect(post).toHaveBeenLastCalledWith('/authorizations/phone_login', {
      data: { phone: '138 1234 5716', code: '123456' },
      errorMessageMode: 'none',
    });
  });

  test('a refused code request shows its message; a captcha demand shows the picture', async () => {
    post.mockRejectedValueOnce(refused('Verification codes cannot be sent at the moment.', null, 503));
    const user = renderPanel({ initialTab: 'phone' });
    await user.type(field(m.form.phone), '13812345716');
    await user.click(screen.getByRole('button', { name: m.form.getCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification codes cannot be sent at the moment.');

    post.mockRejectedValueOnce(refused('Please enter the characters shown in the picture.', { captcha_required: true }));
    get.mockResolvedValueOnce(CAPTCHA);
    await user.click(screen.getByRole('button', { name: m.form.getCode }));
    await screen.findByRole('button', { name: m.form.captchaImage });
    await act(async () => {});
    expect(field(m.form.captcha)).toBeInTheDocument();
  });
});
