import 'server-only';
import { readSettings } from '@/lib/server/settings/environment.mjs';
import type { ProviderName } from './provider-codes';
import { createTranslator, type Translator } from './providers';

/*
 * The provider the environment names (TRANSLATE_PROVIDER with its URL and key, checked at start),
 * or null: then the back office offers no translation. Tests hand their own translator to the
 * services instead.
 */

let cached: { env: NodeJS.ProcessEnv; translator: Translator | null } | null = null;

export function configuredTranslator(env: NodeJS.ProcessEnv = process.env): Translator | null {
  if (cached?.env === env) return cached.translator;
  const { translate } = readSettings(env);
  const translator = translate ? createTranslator(translate) : null;
  cached = { env, translator };
  return translator;
}

/** The provider's name when the back office shows its translation buttons, else null. */
export const configuredProvider = (): ProviderName | null => configuredTranslator()?.provider ?? null;
