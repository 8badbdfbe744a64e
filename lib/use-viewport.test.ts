import { act, renderHook } from '@testing-library/react';
import { BREAKPOINTS, MOBILE_BELOW_PX, RESIZE_DEBOUNCE_MS } from './config';
import { breakpointOf, debounce, useViewport, viewportOf } from './use-viewport';

describe('breakpointOf', () => {
  it.each([
    [0, 'xs'],
    [BREAKPOINTS.xs - 1, 'xs'],
    [BREAKPOINTS.xs, 'xs'],
    [BREAKPOINTS.sm - 1, 'xs'],
    [BREAKPOINTS.sm, 'sm'],
    [BREAKPOINTS.md - 1, 'sm'],
    [BREAKPOINTS.md, 'md'],
    [BREAKPOINTS.lg - 1, 'md'],
    [BREAKPOINTS.lg, 'lg'],
    [BREAKPOINTS.xl - 1, 'lg'],
    [BREAKPOINTS.xl, 'xl'],
    [BREAKPOINTS.xxl - 1, 'xl'],
    [BREAKPOINTS.xxl, 'xxl'],
    [3840, 'xxl'],
  ])('%i px is %s', (width, name) => {
    expect(breakpointOf(width)).toBe(name);
  });

  it('is mobile below 992 px only', () => {
    expect(MOBILE_BELOW_PX).toBe(992);
    expect(viewportOf(479).isMobile).toBe(true);
    expect(viewportOf(480).isMobile).toBe(true);
    expect(viewportOf(991).isMobile).toBe(true);
    expect(viewportOf(992).isMobile).toBe(false);
  });
});

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, 80 ms after the last call, with the last arguments', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS);
    debounced(1);
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    debounced(2);
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('can be cancelled', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS * 2);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('useViewport', () => {
  const resizeTo = (width: number) => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the width, and follows a resize 80 ms after it settles', () => {
    window.innerWidth = 1024;
    const { result } = renderHook(() => useViewport());
    expect(result.current).toEqual({ width: 1024, isMobile: false, layoutClass: 'lg' });

    act(() => {
      resizeTo(700);
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS / 2);
      resizeTo(480);
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(result.current.width).toBe(1024);

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toEqual({ width: 480, isMobile: true, layoutClass: 'xs' });
  });
});
