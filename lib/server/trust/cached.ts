import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/config';
import { getDb } from '@/lib/server/db';
import { publicTrust } from './service';
import { TRUST_TAG } from './tags';

/** The trust facts in `locale` for the product pages and About, cached until a staff edit revalidates `trust`. */
export const getTrust = unstable_cache(async (locale: Locale) => publicTrust(await getDb(), locale), ['trust'], { tags: [TRUST_TAG] });
