import createMiddleware from 'next-intl/middleware';
import { routing } from '@/i18n/routing';

const intl = createMiddleware(routing);

export default intl;

export const config = {
  // Pages only: skip Next internals, the embedded API, generated media and any file with an extension.
  matcher: ['/((?!basic-api|_next|_vercel|media|placeholder|.*\\..*).*)'],
};
