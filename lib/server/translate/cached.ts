import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/server/db';
import { protectedTermsForPages } from './service';
import { PROTECTED_TERMS_TAG } from './tags';

/** The protected terms for the public product pages, cached until staff change the list. */
export const getProtectedTerms = unstable_cache(async () => protectedTermsForPages(await getDb()), ['protected-terms'], { tags: [PROTECTED_TERMS_TAG] });
