import { socialReturnPage } from '@/components/member/social-return-page';

/** /qqLogin?code=&state= or ?access_token= (QQ's implicit flow puts it in the fragment): completes a QQ login. */
const page = socialReturnPage('qq', 'login');
export const generateMetadata = page.generateMetadata;
export default page.Page;
