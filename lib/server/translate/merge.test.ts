/** @jest-environment node */
import type { Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { getRevision, listRevisions } from '@/lib/server/revisions/service';
import { catalogueCast } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { mergeFills, writeFill, type FillWrite } from './merge';

jest.setTimeout(120_000);

describe('merging fills', () => {
  it('writes a text only into a language still empty, and names the languages that received one', () => {
    const before = { name: { 'zh-CN': '小包', en: 'Pouch', ja: ' ' }, summary: { 'zh-CN': '摘要', ja: '既にある' } };
    const fills = { name: { en: 'Bag', ja: '[ja] 小包' }, summary: { ja: '[ja] 摘要', fr: '[fr] 摘要' } };
    expect(mergeFills(before, fills)).toEqual({
      after: { name: { 'zh-CN': '小包', en: 'Pouch', ja: '[ja] 小包' }, summary: { 'zh-CN': '摘要', ja: '既にある', fr: '[fr] 摘要' } },
      locales: ['ja', 'fr'],
    });
  });
});

describe.each(testDatabases())('a fill written on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let editor: Actor;

  beforeAll(async () => {
    opened = await open();
    editor = (await catalogueCast(opened.db)).editor;
  });
  afterAll(() => opened?.close());

  function spec(recordId: number) {
    const snapshot = { question: { 'zh-CN': '多久？' }, answer: { 'zh-CN': '三周。' }, kept: 'as read' };
    const lock = jest.fn(async (_t: Db) => ({ texts: { question: snapshot.question, answer: snapshot.answer }, snapshot }));
    const write = jest.fn(async (_t: Db, _after: Record<string, unknown>) => undefined);
    const fill: FillWrite = { entity: 'faq', revision: 'faq', lock, write, revalidate: jest.fn() };
    return { fill, lock, write, recordId };
  }

  it('reads the record once, under its lock, and keeps the revision as that read with the merged texts over it', async () => {
    const { fill, lock, write, recordId } = spec(900_001);
    const written = jest.fn(async () => undefined);
    const locales = await writeFill(opened.db, editor, recordId, { question: { en: 'How long?' }, answer: { en: 'Three weeks.' } }, written, fill);
    expect(locales).toEqual(['en']);
    expect(lock).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith(expect.anything(), { question: { 'zh-CN': '多久？', en: 'How long?' }, answer: { 'zh-CN': '三周。', en: 'Three weeks.' } });
    expect(written).toHaveBeenCalledWith(expect.anything(), ['en']);
    const history = await listRevisions(opened.db, editor, 'faq', recordId);
    expect(history.list.map((r) => [r.number, r.changed])).toEqual([
      [2, ['question', 'answer']],
      [1, []],
    ]);
    expect((await getRevision(opened.db, editor, 'faq', recordId, 1)).snapshot).toEqual({ question: { 'zh-CN': '多久？' }, answer: { 'zh-CN': '三周。' }, kept: 'as read' });
    expect((await getRevision(opened.db, editor, 'faq', recordId, 2)).snapshot).toEqual({
      question: { 'zh-CN': '多久？', en: 'How long?' },
      answer: { 'zh-CN': '三周。', en: 'Three weeks.' },
      kept: 'as read',
    });
    expect(fill.revalidate).toHaveBeenCalledTimes(1);
  });

  it('writes nothing, keeps no revision and revalidates nothing when every language already has a text', async () => {
    const { fill, write, recordId } = spec(900_002);
    expect(await writeFill(opened.db, editor, recordId, { question: { 'zh-CN': '别的' } }, jest.fn(), fill)).toEqual([]);
    expect(write).not.toHaveBeenCalled();
    expect((await listRevisions(opened.db, editor, 'faq', recordId)).list).toEqual([]);
    expect(fill.revalidate).not.toHaveBeenCalled();
  });
});
