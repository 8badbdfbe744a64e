import { socialReturnPage } from '@/components/member/social-return-page';

/** /weChatLogin?code=&state=: completes a WeChat login. */
const page = socialReturnPage('wechat', 'login');
export const generateMetadata = page.generateMetadata;
export default page.Page;
