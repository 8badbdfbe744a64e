import { act, renderHook, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import messages from '@/messages/en.json';
import { api } from '@/lib/api/client';
import type { MemberFile, MemberFileList } from '@/lib/api/contract/files';
import { uploadMemberFile } from './upload-member-file';
import { useMemberFiles } from './use-member-files';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('./upload-member-file', () => ({ uploadMemberFile: jest.fn() }));

const get = api.get as unknown as jest.Mock;
const upload = uploadMemberFile as unknown as jest.Mock;

const fileOf = (handle: string, name: string, bytes: number): MemberFile => ({
  handle,
  name,
  mime: 'image/png',
  kind: 'png',
  bytes,
  created_at: '2026-11-28T10:00:00.000Z',
  url: `/basic-api/v1/files/${handle}`,
  thumb: 'ready',
  thumb_url: null,
});
const listOf = (...files: MemberFile[]): MemberFileList => ({
  list: files,
  used_bytes: files.reduce((sum, f) => sum + f.bytes, 0),
  quota_bytes: 1024,
  max_file_bytes: 50,
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={messages}>
    {children}
  </NextIntlClientProvider>
);

beforeEach(() => {
  get.mockReset();
  upload.mockReset();
});

test('a list asked for before an upload finished, answering after it, does not make the uploaded file vanish', async () => {
  const logo = fileOf('a'.repeat(32), 'logo.png', 1);
  const artwork = fileOf('b'.repeat(32), 'artwork.png', 49);
  let answerStale: (list: MemberFileList) => void = () => undefined;
  get.mockImplementationOnce(() => new Promise<MemberFileList>((resolve) => (answerStale = resolve))).mockResolvedValue(listOf(artwork, logo));
  let finish: (file: MemberFile) => void = () => undefined;
  upload.mockImplementation(() => ({ done: new Promise((resolve) => (finish = (file) => resolve({ ok: true, file }))), abort: jest.fn() }));

  const { result } = renderHook(() => useMemberFiles({ initial: listOf(logo) }), { wrapper });
  act(() => result.current.add([new File(['x'], 'artwork.png', { type: 'image/png' })]));
  // The list is asked for (a thumbnail's polling), then the upload finishes, then the list answers
  // as it was when asked: without the artwork.
  let asked: Promise<void> = Promise.resolve();
  act(() => {
    asked = result.current.reload();
  });
  await act(async () => finish(artwork));
  expect(result.current.data?.list.map((f) => f.name)).toEqual(['artwork.png', 'logo.png']);
  await act(async () => {
    answerStale(listOf(logo));
    await asked;
  });
  // The stale answer is dropped and the list asked again.
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  expect(result.current.data?.list.map((f) => f.name)).toEqual(['artwork.png', 'logo.png']);
  expect(result.current.data?.used_bytes).toBe(50);
  expect(result.current.uploads).toEqual([]);
});

test('a list asked for with nothing changed meanwhile is taken as it answers', async () => {
  const logo = fileOf('a'.repeat(32), 'logo.png', 1);
  const renamed = { ...logo, name: 'logo-red.png' };
  get.mockResolvedValue(listOf(renamed));
  const { result } = renderHook(() => useMemberFiles({ initial: listOf(logo) }), { wrapper });
  await act(() => result.current.reload());
  expect(get).toHaveBeenCalledTimes(1);
  expect(result.current.data?.list.map((f) => f.name)).toEqual(['logo-red.png']);
});
