import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { API } from '@/lib/config';
import { getApiFeedback, getLocale } from '@/lib/api/feedback';
import { DEFAULT_TOAST_MS, ToastRegion, useToasts, type ToastKind } from './Toast';
import { ApiFeedback } from './ApiFeedback';

function renderIntl(ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}

function Harness({ text, kind, durationMs }: { text: string; kind: ToastKind; durationMs?: number }) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <>
      <button type="button" onClick={() => show(text, { kind, durationMs })}>
        Add
      </button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} dismissLabel={messages.api.close} />
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('Toast', () => {
  it('shows a toast as role="status" inside an aria-live="polite" region', async () => {
    const user = setup();
    renderIntl(<Harness text="Saved" kind="success" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');
    expect(toast.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error toast as role="alert"', async () => {
    const user = setup();
    renderIntl(<Harness text="Operation failed" kind="error" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Operation failed');
  });

  it('dismisses itself after its duration (default DEFAULT_TOAST_MS)', async () => {
    const user = setup();
    const { unmount } = renderIntl(<Harness text="Default" kind="info" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    act(() => jest.advanceTimersByTime(DEFAULT_TOAST_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();

    renderIntl(<Harness text="Long" kind="error" durationMs={API.errorToastMs} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    act(() => jest.advanceTimersByTime(API.errorToastMs - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a dismiss button named t("api.close") that removes it', async () => {
    const user = setup();
    renderIntl(<Harness text="Bye" kind="info" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: messages.api.close }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses its countdown while hovered', async () => {
    const user = setup();
    renderIntl(<Harness text="Read me" kind="info" durationMs={1000} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.hover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.unhover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not stack the same text twice', async () => {
    const user = setup();
    renderIntl(<Harness text="Network abnormal" kind="error" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('ApiFeedback toasts and translations', () => {
  it('gives the API client toasts, api.* translations and the locale, and restores the defaults on unmount', async () => {
    const { unmount } = renderIntl(<ApiFeedback messages={messages.api} locale="en" />);
    const feedback = getApiFeedback();
    expect(feedback.t('api.status.404')).toBe(messages.api.status['404']);
    expect(feedback.t('api.timeout')).toBe(messages.api.timeout);
    expect(feedback.t('api.status.999')).toBe('api.status.999');
    expect(getLocale()).toBe('en');

    act(() => feedback.toast(feedback.t('api.network'), { kind: 'error', durationMs: API.errorToastMs }));
    // The toasts' code arrives with the first toast.
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.api.network);
    act(() => jest.advanceTimersByTime(API.errorToastMs));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    unmount();
    expect(getApiFeedback().t('api.timeout')).toBe('api.timeout');
  });
});
