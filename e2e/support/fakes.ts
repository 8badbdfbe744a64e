import { FakeSmsGateway } from '../../lib/server/testing/fake-sms-gateway';
import { FakeSocialProvider } from '../../lib/server/testing/fake-social-provider';

/*
 * The outside services the e2e server talks to, faked on fixed ports next to it: WeChat and QQ
 * (their authorize pages and APIs) and an SMS gateway. Started by ../global-setup.ts; the
 * server's environment (playwright.config.ts) points at them; specs read the gateway's inbox.
 */

const APP_PORT = Number(process.env.E2E_PORT || 3100);
export const SOCIAL_PORT = APP_PORT + 92;
export const SMS_PORT = APP_PORT + 93;

export const socialProvider = new FakeSocialProvider();
export const smsGateway = new FakeSmsGateway();

/** The e2e server's settings for both fakes (addresses fixed before they start). */
export function fakeServicesEnv(): Record<string, string> {
  socialProvider.baseUrl = `http://127.0.0.1:${SOCIAL_PORT}`;
  smsGateway.baseUrl = `http://127.0.0.1:${SMS_PORT}`;
  return { ...socialProvider.env(), ...smsGateway.env() };
}

/** The codes a phone has received so far, oldest first (read from the fake gateway). */
export async function receivedCodes(phone: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${SMS_PORT}/inbox?phone=${encodeURIComponent(phone)}`);
  const { messages } = (await res.json()) as { messages: { code: string | null }[] };
  return messages.map((m) => m.code).filter((code): code is string => code !== null);
}
