import { SMS_PORT, SOCIAL_PORT, smsGateway, socialProvider } from './support/fakes';

/** Starts the fake WeChat/QQ and SMS gateway the e2e server is configured with; stops them at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await socialProvider.start(SOCIAL_PORT);
  await smsGateway.start(SMS_PORT);
  return async () => {
    await Promise.all([socialProvider.close(), smsGateway.close()]);
  };
}
