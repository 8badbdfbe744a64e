import dayjs from 'dayjs';
import { DATE_FORMAT, ERROR_LOG_MAX_ENTRIES } from '@/lib/config';
import { addErrorLog, clearErrorLogs, getErrorLogs, getServerErrorLogs, subscribeErrorLog } from './error-log';

afterEach(() => clearErrorLogs());

describe('error log store', () => {
  it('stores every field of an entry, with defaults for the optional ones and the time formatted as DATE_FORMAT', () => {
    const when = new Date(2024, 4, 6, 7, 8, 9);
    const entry = addErrorLog({ type: 'ajax', message: 'Boom', url: '/basic-api/v1/faq', name: 'HTTPError', time: when });
    expect(entry).toEqual({
      message: 'Boom',
      type: 'ajax',
      url: '/basic-api/v1/faq',
      name: 'HTTPError',
      file: '',
      stack: '',
      detail: '',
      time: '2024-05-06 07:08',
    });
    expect(getErrorLogs()).toEqual([entry]);
  });

  it('uses now when no time is given', () => {
    const entry = addErrorLog({ type: 'script', message: 'x' });
    expect(entry.time).toBe(dayjs().format(DATE_FORMAT));
  });

  it('accepts every type of the union (the original "vue" type is "render")', () => {
    for (const type of ['render', 'script', 'resource', 'ajax', 'promise'] as const) addErrorLog({ type, message: type });
    expect(getErrorLogs().map((entry) => entry.type)).toEqual(['promise', 'ajax', 'resource', 'script', 'render']);
  });

  it('is newest first and bounded: the oldest entries are dropped', () => {
    for (let i = 0; i < ERROR_LOG_MAX_ENTRIES + 5; i += 1) addErrorLog({ type: 'ajax', message: `e${i}` });
    const logs = getErrorLogs();
    expect(logs).toHaveLength(ERROR_LOG_MAX_ENTRIES);
    expect(logs[0].message).toBe(`e${ERROR_LOG_MAX_ENTRIES + 4}`);
    expect(logs[logs.length - 1].message).toBe('e5');
  });

  it('keeps the same snapshot until it changes, and notifies subscribers until they unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeErrorLog(listener);
    const before = getErrorLogs();
    expect(getErrorLogs()).toBe(before);
    addErrorLog({ type: 'promise', message: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    const after = getErrorLogs();
    expect(after).not.toBe(before);
    expect(getErrorLogs()).toBe(after);
    clearErrorLogs();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getErrorLogs()).toEqual([]);
    unsubscribe();
    addErrorLog({ type: 'promise', message: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('has an always-empty server snapshot', () => {
    addErrorLog({ type: 'ajax', message: 'a' });
    expect(getServerErrorLogs()).toEqual([]);
    expect(getServerErrorLogs()).toBe(getServerErrorLogs());
  });
});
