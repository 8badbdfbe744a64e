import 'server-only';
import type { Locale } from '@/lib/config';
import { providerCode, type ProviderName } from './provider-codes';

/*
 * The three translation services behind one shape: HTML fragments in one language in, the same
 * fragments in another out, in order. Each call has a timeout; the answer's shape is checked, and
 * anything unexpected is a TranslatorError (the fill then reports that language as not done).
 * Texts and keys are never logged: only the provider, the languages and how it went.
 */

export interface TranslatorSettings {
  provider: ProviderName;
  url: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export interface Translator {
  readonly provider: ProviderName;
  /** Whether the provider can write (or read) this locale. */
  supports(locale: Locale, as: 'source' | 'target'): boolean;
  /** The fragments in `target`, in the order given. */
  translate(html: readonly string[], source: Locale, target: Locale): Promise<string[]>;
}

export class TranslatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslatorError';
  }
}

async function postJson(settings: TranslatorSettings, path: string, body: unknown, headers: Record<string, string>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${settings.url.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const { name } = (error ?? {}) as { name?: string };
    throw new TranslatorError(name === 'TimeoutError' ? `no answer within ${settings.timeoutMs} ms` : 'unreachable');
  }
  if (!response.ok) {
    await response.arrayBuffer().catch(() => undefined);
    throw new TranslatorError(`HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new TranslatorError('not JSON');
  }
}

/** Strings, as many as asked, or a TranslatorError. */
function strings(value: unknown, count: number): string[] {
  if (!Array.isArray(value) || value.length !== count || !value.every((v) => typeof v === 'string')) throw new TranslatorError('unexpected answer');
  return value as string[];
}

const code = (provider: ProviderName, locale: Locale, as: 'source' | 'target') => {
  const found = providerCode(provider, locale, as);
  if (!found) throw new TranslatorError(`no ${as} language ${locale}`);
  return found;
};

/** DeepL's API: POST /v2/translate, HTML tag handling (spans with translate="no" stay as they are). */
function deepl(settings: TranslatorSettings): Translator['translate'] {
  return async (html, source, target) => {
    const answer = await postJson(
      settings,
      '/v2/translate',
      { text: html, source_lang: code('deepl', source, 'source'), target_lang: code('deepl', target, 'target'), tag_handling: 'html' },
      { authorization: `DeepL-Auth-Key ${settings.apiKey ?? ''}` },
    );
    const list = (answer as { translations?: unknown }).translations;
    return strings(Array.isArray(list) ? list.map((t: { text?: unknown }) => t?.text) : null, html.length);
  };
}

/** LibreTranslate: POST /translate with every fragment in `q` and format=html. */
function libre(settings: TranslatorSettings): Translator['translate'] {
  return async (html, source, target) => {
    const body = {
      q: html,
      source: code('libretranslate', source, 'source'),
      target: code('libretranslate', target, 'target'),
      format: 'html',
      ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
    };
    const answer = await postJson(settings, '/translate', body, {});
    return strings((answer as { translatedText?: unknown }).translatedText, html.length);
  };
}

const CHAT_RULES = [
  'You translate HTML fragments for a product catalogue.',
  'Translate every fragment of "texts" from the source language into the target language.',
  'Keep every HTML tag. Copy each <span translate="no" ...>...</span> element exactly as it is, untranslated.',
  'Answer with JSON only: {"translations": [...]}, one string per fragment, in the same order.',
].join(' ');

/** An OpenAI-compatible chat endpoint: POST /chat/completions asking for a JSON answer. */
function chat(settings: TranslatorSettings): Translator['translate'] {
  return async (html, source, target) => {
    const answer = await postJson(
      settings,
      '/chat/completions',
      {
        model: settings.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: CHAT_RULES },
          { role: 'user', content: JSON.stringify({ source: code('openai', source, 'source'), target: code('openai', target, 'target'), texts: html }) },
        ],
      },
      settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
    );
    const content = (answer as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new TranslatorError('unexpected answer');
    let parsed: unknown;
    try {
      parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
    } catch {
      throw new TranslatorError('not JSON');
    }
    return strings((parsed as { translations?: unknown })?.translations, html.length);
  };
}

const CLIENTS: Record<ProviderName, (settings: TranslatorSettings) => Translator['translate']> = { deepl, libretranslate: libre, openai: chat };

/** The client of the configured provider. */
export function createTranslator(settings: TranslatorSettings): Translator {
  const send = CLIENTS[settings.provider](settings);
  return {
    provider: settings.provider,
    supports: (locale, as) => providerCode(settings.provider, locale, as) !== null,
    translate: async (html, source, target) => (html.length === 0 ? [] : send(html, source, target)),
  };
}
