import type { Locale } from '@/lib/config';
import type { SeedTranslation } from './types';

/** Every locale's demo content beside the base files' zh-CN and en. */
export const translations: Partial<Record<Locale, SeedTranslation>> = {};
