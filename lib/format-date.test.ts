import dayjs from 'dayjs';
import { DATE_FORMAT } from './config';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it.each([new Date(2026, 0, 5, 3, 7, 9), new Date(2026, 10, 21, 23, 59, 1), new Date(1999, 11, 31, 0, 0, 0)])('formats %s as dayjs does with DATE_FORMAT', (date) => {
    expect(formatDateTime(date)).toBe(dayjs(date).format(DATE_FORMAT));
    expect(formatDateTime(date.getTime(), 'YYYY-MM-DD HH:mm:ss')).toBe(dayjs(date).format('YYYY-MM-DD HH:mm:ss'));
  });
});
