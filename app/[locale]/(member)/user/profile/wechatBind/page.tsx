import { socialReturnPage } from '@/components/member/social-return-page';

/** /user/profile/wechatBind?app=wechat&code=&state= (guarded): completes binding WeChat. */
const page = socialReturnPage('wechat', 'bind');
export const generateMetadata = page.generateMetadata;
// A member page: the session is checked on the server for every request.
export const dynamic = 'force-dynamic';
export default page.Page;
