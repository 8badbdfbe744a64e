/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeTranslator } from '@/lib/server/testing/fake-translator';
import { createTranslator, TranslatorError, type TranslatorSettings } from './providers';
import { protect, restore } from './protect';

jest.setTimeout(30_000);

describe('the translation providers against fakes of their APIs', () => {
  const fake = new FakeTranslator();
  let url = '';
  beforeAll(async () => {
    url = await fake.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.calls.length = 0;
    fake.failing.clear();
  });

  const settings = (provider: TranslatorSettings['provider'], extra: Partial<TranslatorSettings> = {}): TranslatorSettings => ({
    provider,
    url: provider === 'openai' ? `${url}/v1` : url,
    apiKey: 'secret-key',
    model: 'gpt-4o-mini',
    timeoutMs: 5_000,
    ...extra,
  });

  it.each([
    ['deepl', '/v2/translate', 'DeepL-Auth-Key secret-key', 'ZH', 'JA'],
    ['libretranslate', '/translate', 'secret-key', 'zh', 'ja'],
    ['openai', '/v1/chat/completions', 'Bearer secret-key', 'Simplified Chinese (zh-CN)', 'Japanese (ja)'],
  ] as const)('%s: sends the fragments in its own shape and reads them back in order', async (provider, path, authorization, source, target) => {
    const translator = createTranslator(settings(provider));
    const sent = ['潜水料 <b>', '恒信 包'].map((text) => protect(text, ['恒信']));
    const answers = await translator.translate(
      sent.map((s) => s.html),
      'zh-CN',
      'ja',
    );
    expect(fake.calls).toEqual([{ path, authorization, source, target, texts: sent.map((s) => s.html) }]);
    expect(answers.map((html, i) => restore(html, sent[i].terms))).toEqual([`[${target}] 潜水料 <b>`, `[${target}] 恒信 包`]);
  });

  it('names the variants DeepL asks for (ZH-HANT, EN-US, PT-BR) and LibreTranslate traditional Chinese as zt', async () => {
    const deepl = createTranslator(settings('deepl'));
    for (const target of ['zh-TW', 'en', 'pt'] as const) await deepl.translate(['x'], 'zh-CN', target);
    await createTranslator(settings('libretranslate', { apiKey: null })).translate(['x'], 'en', 'zh-TW');
    expect(fake.calls.map((c) => [c.target, c.authorization])).toEqual([
      ['ZH-HANT', 'DeepL-Auth-Key secret-key'],
      ['EN-US', 'DeepL-Auth-Key secret-key'],
      ['PT-BR', 'DeepL-Auth-Key secret-key'],
      ['zt', null],
    ]);
  });

  it('turns a failure, a wrong answer or a silent service into a TranslatorError', async () => {
    fake.failing.add('JA');
    await expect(createTranslator(settings('deepl')).translate(['x'], 'zh-CN', 'ja')).rejects.toEqual(new TranslatorError('HTTP 500'));
    // A stand-in that answers one text for two, or nothing at all.
    let silent = false;
    const odd = http.createServer((_request, response) => {
      if (!silent) response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: ['only one'] }));
    });
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    const oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
    try {
      const libre = createTranslator(settings('libretranslate', { url: oddUrl, timeoutMs: 1_000 }));
      await expect(libre.translate(['a', 'b'], 'en', 'ja')).rejects.toEqual(new TranslatorError('unexpected answer'));
      silent = true;
      await expect(libre.translate(['a'], 'en', 'ja')).rejects.toEqual(new TranslatorError('no answer within 1000 ms'));
    } finally {
      odd.closeAllConnections();
      odd.close();
    }
  });
});
