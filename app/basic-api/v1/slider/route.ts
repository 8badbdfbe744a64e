import { apiRoute, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { getSlider } from '@/lib/server/data/catalogue';

export const GET = apiRoute(async () => ok({ list: await getSlider() }));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
