import { MAIL_INBOX_PORT, SMS_PORT, SMTP_PORT, SOCIAL_PORT, TRANSLATE_PORT, mailServer, smsGateway, socialProvider, translator } from './support/fakes';

/** Starts the fake WeChat/QQ, SMS gateway, mail server and translation service the e2e server is configured with; stops them at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await socialProvider.start(SOCIAL_PORT);
  await smsGateway.start(SMS_PORT);
  await mailServer.startSmtp(SMTP_PORT);
  await mailServer.start(MAIL_INBOX_PORT);
  await translator.start(TRANSLATE_PORT);
  return async () => {
    await Promise.all([socialProvider.close(), smsGateway.close(), mailServer.close(), translator.close()]);
  };
}
