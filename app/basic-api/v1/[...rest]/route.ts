import { apiRoute, fail } from '@/lib/server/http/reply';

const notFound = apiRoute(async ({ t }) => fail(404, t('routeNotFound')));

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
