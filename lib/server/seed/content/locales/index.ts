import type { Locale } from '@/lib/config';
import { content as ar } from './ar';
import { content as de } from './de';
import { content as es } from './es';
import { content as fr } from './fr';
import { content as it } from './it';
import { content as ja } from './ja';
import { content as ko } from './ko';
import { content as pt } from './pt';
import { content as ru } from './ru';
import { content as th } from './th';
import { content as vi } from './vi';
import { content as zhTW } from './zh-TW';
import type { SeedTranslation } from './types';

/** Every locale's demo content beside the base files' zh-CN and en. */
export const translations: Partial<Record<Locale, SeedTranslation>> = { ar, de, es, fr, it, ja, ko, pt, ru, th, vi, 'zh-TW': zhTW };
