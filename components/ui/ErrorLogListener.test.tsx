import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiCancelledError, ApiError } from '@/lib/api/client';
import { clearErrorLogs, getErrorLogs } from '@/lib/error-log';
import { logRenderError } from '@/lib/error-log';
import ErrorLogListener, { bufferedListener, loadErrorLogHandlers } from './ErrorLogListener';
import ErrorFallback from './ErrorFallback';

/** jsdom has no PromiseRejectionEvent: an Event with the same fields does. */
function rejectionEvent(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  const promise = Promise.reject(reason);
  promise.catch(() => undefined);
  return Object.assign(event, { reason, promise });
}

function scriptError(message: string, error?: unknown): ErrorEvent {
  return new ErrorEvent('error', {
    message,
    filename: 'https://example.test/_next/static/chunks/app.js',
    lineno: 12,
    colno: 34,
    error,
  });
}

beforeEach(() => clearErrorLogs());

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ErrorLogListener', () => {
  it('renders nothing', () => {
    const { container } = render(<ErrorLogListener />);
    expect(container).toBeEmptyDOMElement();
  });

  it('logs a script error with its file, position, name and stack', async () => {
    render(<ErrorLogListener />);
    await act(() => loadErrorLogHandlers());
    const error = new TypeError('x is not a function');
    window.dispatchEvent(scriptError('Uncaught TypeError: x is not a function', error));

    const [entry] = getErrorLogs();
    expect(getErrorLogs()).toHaveLength(1);
    expect(entry).toMatchObject({
      type: 'script',
      message: 'Uncaught TypeError: x is not a function',
      name: 'TypeError',
      file: 'https://example.test/_next/static/chunks/app.js',
      url: location.href,
      stack: error.stack,
    });
    expect(JSON.parse(entry.detail)).toEqual({ lineno: 12, colno: 34 });
    expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('logs a cross-origin "Script error." that has no error object', async () => {
    render(<ErrorLogListener />);
    await act(() => loadErrorLogHandlers());
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(getErrorLogs()[0]).toMatchObject({ type: 'script', message: 'Script error.', name: 'Error', stack: '' });
  });

  it('logs a failed image as a resource entry with its src and tag', async () => {
    render(<ErrorLogListener />);
    await act(() => loadErrorLogHandlers());
    const img = document.createElement('img');
    img.src = 'https://cdn.example.test/missing.png';
    document.body.append(img);
    img.dispatchEvent(new Event('error'));

    expect(getErrorLogs()).toHaveLength(1);
    expect(getErrorLogs()[0]).toMatchObject({
      type: 'resource',
      url: 'https://cdn.example.test/missing.png',
      name: 'img',
      message: 'Failed to load <img> https://cdn.example.test/missing.png',
    });
    expect(JSON.parse(getErrorLogs()[0].detail)).toEqual({ tagName: 'IMG', page: location.href });
  });

  it('logs a failed stylesheet by its href and a failed script by its src', async () => {
    render(<ErrorLogListener />);
    await act(() => loadErrorLogHandlers());
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'https://cdn.example.test/site.css';
    const script = document.createElement('script');
    script.src = 'https://cdn.example.test/widget.js';
    document.head.append(link, script);
    link.dispatchEvent(new Event('error'));
    script.dispatchEvent(new Event('error'));
    link.remove();
    script.remove();

    const [scriptEntry, linkEntry] = getErrorLogs();
    expect(linkEntry).toMatchObject({ type: 'resource', name: 'link', url: 'https://cdn.example.test/site.css' });
    expect(scriptEntry).toMatchObject({ type: 'resource', name: 'script', url: 'https://cdn.example.test/widget.js' });
  });

  it('logs an unhandled rejection as a promise entry', async () => {
    render(<ErrorLogListener />);
    await act(() => loadErrorLogHandlers());
    const error = new RangeError('out of range');
    window.dispatchEvent(rejectionEvent(error));

    expect(getErrorLogs()).toHaveLength(1);
    expect(getErrorLogs()[0]).toMatchObject({
      type: 'promise',
      message: 'out of range',
      name: 'RangeError',
      stack: error.stack,
      url: location.href,
    });
  });

  it('logs a rejection with a value that is not an Error', async () => {
    render(<ErrorLogListener />);
    await act(() => loadErrorLogHandlers());
    window.dispatchEvent(rejectionEvent('plain text'));
    window.dispatchEvent(rejectionEvent({ code: 7 }));
    const [objectEntry, stringEntry] = getErrorLogs();
    expect(stringEntry).toMatchObject({ type: 'promise', message: 'plain text', name: 'string', detail: 'plain text' });
    expect(objectEntry).toMatchObject({ type: 'promise', message: '{"code":7}', name: 'Object' });
  });

  it('skips ApiError and ApiCancelledError: the API client logs those itself', async () => {
    render(<ErrorLogListener />);
    await act(() => loadErrorLogHandlers());
    window.dispatchEvent(rejectionEvent(new ApiError('Resource not found', { kind: 'http', method: 'GET', url: '/basic-api/v1/faq' })));
    window.dispatchEvent(rejectionEvent(new ApiCancelledError('GET', '/basic-api/v1/faq', undefined)));
    window.dispatchEvent(scriptError('Uncaught ApiError', new ApiError('x', { kind: 'reply', method: 'GET', url: '/x' })));
    expect(getErrorLogs()).toHaveLength(0);
  });

  it('removes its listeners on unmount', async () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<ErrorLogListener />);
    unmount();
    expect(remove).toHaveBeenCalledWith('error', expect.any(Function), true);
    expect(remove).toHaveBeenCalledWith('unhandledrejection', expect.any(Function));
    remove.mockRestore();

    // No error object: with no listener left, jest's jsdom environment rethrows an ErrorEvent's error.
    window.dispatchEvent(scriptError('after unmount'));
    window.dispatchEvent(rejectionEvent(new Error('after unmount')));
    const img = document.createElement('img');
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    expect(getErrorLogs()).toHaveLength(0);
  });

  it('adds each listener once under StrictMode', async () => {
    render(
      <StrictMode>
        <ErrorLogListener />
      </StrictMode>,
    );
    window.dispatchEvent(rejectionEvent(new Error('once')));
    expect(getErrorLogs()).toHaveLength(1);
  });
});

describe('logRenderError', () => {
  it('adds a render entry with the component stack and digest, once per error', () => {
    const error = Object.assign(new Error('Cannot read properties of undefined'), { digest: '12345' });
    const entry = logRenderError(error, { componentStack: '\n    at ProductList' });
    expect(entry).toMatchObject({ type: 'render', message: 'Cannot read properties of undefined', name: 'Error', url: location.href });
    expect(JSON.parse(entry?.detail ?? '')).toEqual({ digest: '12345', componentStack: '\n    at ProductList' });

    expect(logRenderError(error)).toBeNull();
    expect(getErrorLogs()).toHaveLength(1);
  });

  it('accepts a thrown value that is not an Error', () => {
    expect(logRenderError('boom')).toMatchObject({ type: 'render', message: 'boom', detail: '' });
  });
});

describe('ErrorFallback', () => {
  const labels = { title: 'Something went wrong', text: 'This page could not be shown.', retry: 'Try again' };

  it('logs the error once, shows the message and retries', async () => {
    const reset = jest.fn();
    const error = new Error('render failed');
    const { rerender } = render(
      <StrictMode>
        <ErrorFallback error={error} reset={reset} labels={labels} />
      </StrictMode>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveFocus();
    expect(screen.getByText('This page could not be shown.')).toBeInTheDocument();
    rerender(
      <StrictMode>
        <ErrorFallback error={error} reset={reset} labels={labels} />
      </StrictMode>,
    );
    expect(getErrorLogs()).toHaveLength(1);
    expect(getErrorLogs()[0]).toMatchObject({ type: 'render', message: 'render failed' });

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('logs a new error after a failed retry', () => {
    const { rerender } = render(<ErrorFallback error={new Error('first')} reset={jest.fn()} labels={labels} />);
    rerender(<ErrorFallback error={new Error('second')} reset={jest.fn()} labels={labels} />);
    expect(getErrorLogs().map((entry) => entry.message)).toEqual(['second', 'first']);
  });
});

describe('ErrorLogListener before its handlers have loaded', () => {
  it('keeps the events it hears and hands them over, in order, once the handlers arrive; none after it stopped', async () => {
    const handled: string[] = [];
    const handlers = { handleWindowEvent: (event: Event) => void handled.push((event as ErrorEvent).message) };
    let loaded: typeof handlers | null = null;
    let arrive: () => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof handlers>((resolve) => (arrive = () => resolve((loaded = handlers)))));
    const listener = bufferedListener(() => loaded, load);
    listener.onEvent(new ErrorEvent('error', { message: 'first' }));
    listener.onEvent(new ErrorEvent('error', { message: 'second' }));
    expect(handled).toEqual([]);
    expect(load).toHaveBeenCalled();
    arrive();
    await Promise.resolve();
    await Promise.resolve();
    expect(handled).toEqual(['first', 'second']);
    listener.onEvent(new ErrorEvent('error', { message: 'third' }));
    expect(handled).toEqual(['first', 'second', 'third']);
  });
});
