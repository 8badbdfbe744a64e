import { FakeSmsGateway } from '../../lib/server/testing/fake-sms-gateway';
import { FakeSmtpServer, type ReceivedMail } from '../../lib/server/testing/fake-smtp';
import { FakeSocialProvider } from '../../lib/server/testing/fake-social-provider';
import { FakeTranslator } from '../../lib/server/testing/fake-translator';

/*
 * The outside services the e2e server talks to, faked on fixed ports next to it: WeChat and QQ
 * (their authorize pages and APIs), an SMS gateway, a mail server and a translation service. Started by ../global-setup.ts; the
 * server's environment (playwright.config.ts) points at them; specs read the gateway's inbox.
 */

const APP_PORT = Number(process.env.E2E_PORT || 3100);
export const SOCIAL_PORT = APP_PORT + 92;
export const SMS_PORT = APP_PORT + 93;
export const SMTP_PORT = APP_PORT + 94;
export const MAIL_INBOX_PORT = APP_PORT + 95;
/** The fake translation service (LibreTranslate's API shape, for the back office's fill). */
export const TRANSLATE_PORT = APP_PORT + 96;
/** Where the e2e server sends the business's e-mail about new leads. */
export const LEADS_INBOX = 'sales@hengxin.example';

export const socialProvider = new FakeSocialProvider();
export const smsGateway = new FakeSmsGateway();
export const mailServer = new FakeSmtpServer();
export const translator = new FakeTranslator();

/** The e2e server's settings for both fakes (addresses fixed before they start). */
export function fakeServicesEnv(): Record<string, string> {
  socialProvider.baseUrl = `http://127.0.0.1:${SOCIAL_PORT}`;
  smsGateway.baseUrl = `http://127.0.0.1:${SMS_PORT}`;
  mailServer.smtpPort = SMTP_PORT;
  return {
    ...socialProvider.env(),
    ...smsGateway.env(),
    SMTP_URL: mailServer.smtpUrl(),
    MAIL_FROM: 'Hengxin Case <no-reply@hengxin.example>',
    LEADS_NOTIFY_EMAIL: LEADS_INBOX,
    OUTBOX_POLL_MS: '1000',
    TRANSLATE_PROVIDER: 'libretranslate',
    TRANSLATE_URL: `http://127.0.0.1:${TRANSLATE_PORT}`,
  };
}

/** The codes a phone has received so far, oldest first (read from the fake gateway). */
export async function receivedCodes(phone: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${SMS_PORT}/inbox?phone=${encodeURIComponent(phone)}`);
  const { messages } = (await res.json()) as { messages: { code: string | null }[] };
  return messages.map((m) => m.code).filter((code): code is string => code !== null);
}

/** The mails that have arrived for an address so far (read from the fake mail server's inbox). */
export async function receivedMails(to: string): Promise<ReceivedMail[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_INBOX_PORT}/mails?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { mails: ReceivedMail[] }).mails;
}
