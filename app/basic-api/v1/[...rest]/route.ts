import { fail } from '@/lib/server/http/reply';
import { apiRoute } from '@/lib/server/http/route';

const notFound = apiRoute({ sameOrigin: false }, async ({ t }) => fail(404, t('routeNotFound')));

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
