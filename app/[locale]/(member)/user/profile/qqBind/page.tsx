import { socialReturnPage } from '@/components/member/social-return-page';

/** /user/profile/qqBind?code=&state= (guarded): completes binding QQ. */
const page = socialReturnPage('qq', 'bind');
export const generateMetadata = page.generateMetadata;
// A member page: the session is checked on the server for every request.
export const dynamic = 'force-dynamic';
export default page.Page;
