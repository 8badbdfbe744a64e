import type { Locale } from '@/lib/config';
import { content as es } from './es';
import { content as ja } from './ja';
import type { SeedTranslation } from './types';

/** Every locale's demo content beside the base files' zh-CN and en. */
export const translations: Partial<Record<Locale, SeedTranslation>> = { es, ja };
