import type { adminTranslator } from '@/i18n/admin';

/** The insights page's translator (messages/admin/*.json, namespace `insights`), passed to its parts. */
export type InsightsTexts = Awaited<ReturnType<typeof adminTranslator<'insights'>>>;
