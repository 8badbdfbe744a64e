import type http from 'node:http';
import { LocalHttpFake, readBody } from './local-http-fake';

/*
 * A stand-in for the three translation services, each in its own API shape, for the service
 * tests and the browser tests: DeepL (`POST /v2/translate`), LibreTranslate (`POST /translate`) and
 * an OpenAI-compatible chat endpoint (`POST /chat/completions`). Its "translation" is
 * deterministic: the target's code in brackets before the text (`[ja] 原文`). It also rewrites the
 * inside of `translate="no"` spans, as a careless provider might, so a test sees that the site
 * puts its protected terms back itself. A target listed in `failing` answers 500.
 */

export interface FakeTranslatorCall {
  path: string;
  authorization: string | null;
  source: string;
  target: string;
  texts: string[];
}

export const fakeTranslation = (target: string, html: string) => `[${target}] ${html.replace(/(<span\b[^>]*translate="no"[^>]*>)([\s\S]*?)(<\/span>)/g, '$1$2 (mangled)$3')}`;

export class FakeTranslator extends LocalHttpFake {
  readonly calls: FakeTranslatorCall[] = [];
  /** Provider codes of targets that fail (HTTP 500). */
  failing = new Set<string>();

  protected handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const path = new URL(request.url ?? '/', 'http://fake.invalid').pathname;
    void readBody(request).then((raw) => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return json(400, { error: 'not JSON' });
      }
      const answer = this.answer(path, body, request.headers.authorization ?? null);
      if (answer === null) return json(404, { error: 'not found' });
      if (answer === 'fail') return json(500, { error: 'failing on purpose' });
      if (answer === 'bad') return json(400, { error: 'bad request' });
      return json(200, answer);
    });
  }

  private record(path: string, authorization: string | null, source: unknown, target: unknown, texts: unknown): FakeTranslatorCall | 'bad' {
    if (typeof source !== 'string' || typeof target !== 'string' || !Array.isArray(texts) || !texts.every((t) => typeof t === 'string')) return 'bad';
    const call = { path, authorization, source, target, texts: texts as string[] };
    this.calls.push(call);
    return call;
  }

  private answer(path: string, body: Record<string, unknown>, authorization: string | null): unknown {
    if (path.endsWith('/v2/translate')) {
      if (body.tag_handling !== 'html') return 'bad';
      const call = this.record(path, authorization, body.source_lang, body.target_lang, body.text);
      if (call === 'bad' || this.failing.has(call.target)) return call === 'bad' ? call : 'fail';
      return { translations: call.texts.map((text) => ({ detected_source_language: call.source, text: fakeTranslation(call.target, text) })) };
    }
    if (path.endsWith('/translate')) {
      if (body.format !== 'html') return 'bad';
      const call = this.record(path, typeof body.api_key === 'string' ? body.api_key : null, body.source, body.target, body.q);
      if (call === 'bad' || this.failing.has(call.target)) return call === 'bad' ? call : 'fail';
      return { translatedText: call.texts.map((text) => fakeTranslation(call.target, text)) };
    }
    if (path.endsWith('/chat/completions')) {
      const messages = body.messages as { role?: string; content?: string }[] | undefined;
      const user = messages?.find((m) => m.role === 'user')?.content;
      let asked: { source?: unknown; target?: unknown; texts?: unknown };
      try {
        asked = JSON.parse(user ?? '') as typeof asked;
      } catch {
        return 'bad';
      }
      const call = this.record(path, authorization, asked.source, asked.target, asked.texts);
      if (call === 'bad' || this.failing.has(call.target)) return call === 'bad' ? call : 'fail';
      const content = JSON.stringify({ translations: call.texts.map((text) => fakeTranslation(call.target, text)) });
      return { id: 'chatcmpl-fake', object: 'chat.completion', model: body.model, choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] };
    }
    return null;
  }
}
