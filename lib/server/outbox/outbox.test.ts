/** @jest-environment node */
/*
 * Lead notifications through the outbox, against a real SMTP server on 127.0.0.1 (smtp-server,
 * mails read back with mailparser) and a local webhook receiver: nothing is mocked.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { consultSchema, withLocale } from '@/lib/api/contract/consult';
import { validate } from '@/lib/validation/kit';
import { submitConsult } from '@/lib/server/consult/service';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { consultRequests, outbox } from '@/lib/server/db/schema';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { FakeSmtpServer } from '@/lib/server/testing/fake-smtp';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { backoff, claimDue, deliverDue, leadNotifications } from './service';
import { webhookRequest } from './senders';

jest.setTimeout(120_000);

const buyer = (patch: Record<string, unknown> = {}) => {
  const checked = validate(
    consultSchema,
    withLocale(
      {
        name: 'Kenji Sato',
        company: 'Sato Bags',
        email: 'kenji@sato.example',
        country: 'Japan',
        message: 'EVA ケースを 500 個お願いします。',
        product_id: 1,
        locale: 'ja',
        ...patch,
      },
      'ja',
    ),
  );
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
};
const client = { address: '127.0.0.1', userAgent: 'jest' };

describe('webhook requests', () => {
  const settings = { url: 'https://chat.example/hook?access_token=x', secret: 'SEC123', kind: 'dingtalk' as const };
  const payload = { title: 'New lead #1', text: 'Kenji', data: { id: 1 } };

  it('signs DingTalk on the URL and Feishu in the body', () => {
    const now = 1_700_000_000_000;
    const ding = webhookRequest('dingtalk', settings, payload, now);
    const url = new URL(ding.url);
    expect(url.searchParams.get('timestamp')).toBe(String(now));
    expect(url.searchParams.get('sign')).toBe(createHmac('sha256', 'SEC123').update(`${now}\nSEC123`).digest('base64'));
    expect(ding.body).toEqual({ msgtype: 'text', text: { content: 'New lead #1\nKenji' }, at: { isAtAll: false, atMobiles: [], atUserIds: [] } });
    const feishu = webhookRequest('feishu', { ...settings, kind: 'feishu' }, payload, now);
    expect(feishu.body).toMatchObject({
      timestamp: '1700000000',
      msg_type: 'post',
      content: { post: { zh_cn: { title: 'New lead #1', content: [[{ tag: 'text', text: 'Kenji' }]] } } },
    });
    expect((feishu.body as { sign: string }).sign).toBe(createHmac('sha256', `1700000000\nSEC123`).update('').digest('base64'));
    expect(webhookRequest('slack', { ...settings, kind: 'slack' }, payload, now).body).toEqual({ text: 'New lead #1\nKenji', unfurl_links: false, unfurl_media: false });
    expect(webhookRequest('wecom', { ...settings, kind: 'wecom' }, payload, now).body).toEqual({
      msgtype: 'text',
      text: { content: 'New lead #1\nKenji', mentioned_list: [], mentioned_mobile_list: [] },
    });
    expect(webhookRequest('json', { ...settings, kind: 'json' }, payload, now).body).toEqual({ event: 'lead.created', id: 1 });
  });

  describe("carry a lead's hostile text without pinging anyone or forging a link", () => {
    const hostile = {
      title: '新询盘 HX-2611-7K3Q：<!channel> · <@U024BE7LH>',
      text: 'Urgent <!everyone> <!here> <!subteam^SAZ94GDB8>\nPay at <https://evil.example/pay|https://cases.example/invoice> & <at user_id="all">所有人</at>\n<a href="https://evil.example">bank</a> a < b > c',
      data: { id: 1, message: '<!channel>' },
    };
    const bodyOf = (kind: 'wecom' | 'dingtalk' | 'feishu' | 'slack' | 'json') => webhookRequest(kind, { ...settings, kind }, hostile, 1_700_000_000_000).body;
    /** Every string a request's body carries. */
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

    it('Slack: & < > escaped as its mrkdwn asks, no previews', () => {
      const body = bodyOf('slack') as { text: string; unfurl_links: boolean };
      expect(body.text).not.toMatch(/[<>]/);
      expect(body.text).toContain('Urgent &lt;!everyone&gt; &lt;!here&gt; &lt;!subteam^SAZ94GDB8&gt;');
      expect(body.text).toContain('Pay at &lt;https://evil.example/pay|https://cases.example/invoice&gt; &amp; &lt;at');
      expect(body.text.startsWith('新询盘 HX-2611-7K3Q：&lt;!channel&gt; · &lt;@U024BE7LH&gt;\n')).toBe(true);
      expect(body.unfurl_links).toBe(false);
    });

    it.each(['wecom', 'dingtalk', 'feishu'] as const)('%s: plain text, no mention fields, no angle brackets', (kind) => {
      const body = bodyOf(kind);
      const all = strings(body).join('\n');
      expect(all).not.toMatch(/[<>]/);
      expect(all).toContain('＜at user_id="all"＞所有人＜/at＞');
      expect(all).toContain('＜!channel＞');
      expect(JSON.stringify(body)).not.toMatch(/@all|"isAtAll":true|markdown|"tag":"(at|a)"/);
    });

    it('Feishu: rich text of plain text elements (its text type would read <at>)', () => {
      const body = bodyOf('feishu') as { msg_type: string; content: { post: { zh_cn: { title: string; content: { tag: string; text: string }[][] } } } };
      expect(body.msg_type).toBe('post');
      expect(body.content.post.zh_cn.content.flat().every((element) => element.tag === 'text')).toBe(true);
      expect(body.content.post.zh_cn.content).toHaveLength(3);
    });

    it('json: the lead as data, for the receiver to treat as such', () => {
      expect(bodyOf('json')).toEqual({ event: 'lead.created', id: 1, message: '<!channel>' });
    });
  });

  it('waits longer after each failure, up to a ceiling', () => {
    expect([1, 2, 3, 4, 10].map((n) => backoff(n, 30_000, 600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 600_000]);
  });
});

describe.each(testDatabases())('lead notifications on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const inbox = new FakeSmtpServer();
  const hooks: { url: string; body: unknown }[] = [];
  let hookServer: HttpServer;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    await inbox.startSmtp(0);
    hookServer = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        hooks.push({ url: req.url ?? '', body: JSON.parse(body) });
        res.setHeader('content-type', 'application/json');
        res.end('{"errcode":0}');
      });
    });
    await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', () => resolve()));
    Object.assign(process.env, {
      SMTP_URL: inbox.smtpUrl(),
      MAIL_FROM: 'Hengxin Case <no-reply@hengxin.example>',
      LEADS_NOTIFY_EMAIL: 'sales@hengxin.example',
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/robot/send?access_token=t`,
      LEADS_WEBHOOK_KIND: 'dingtalk',
      LEADS_WEBHOOK_SECRET: 'SEC123',
      SITE_URL: 'https://cases.example',
      OUTBOX_RETRY_BASE_MS: '1000',
    });
  });
  afterAll(async () => {
    process.env = savedEnv;
    await inbox.close();
    await new Promise((resolve) => hookServer.close(resolve));
    await opened?.close();
  });

  it('writes the notifications with the lead and sends them: the business, the buyer in Japanese, the chat signed', async () => {
    const receipt = await submitConsult(opened.db, buyer(), client);
    const queued = await opened.db.select().from(outbox).where(eq(outbox.leadId, receipt.id));
    expect(queued.map((r) => [r.purpose, r.recipient, r.status])).toEqual([
      ['lead.notify', 'sales@hengxin.example', 'queued'],
      ['lead.ack', 'kenji@sato.example', 'queued'],
      ['lead.webhook', 'dingtalk', 'queued'],
    ]);
    expect(await deliverDue(opened.db)).toEqual({ sent: 3, failed: 0 });

    const toBusiness = inbox.mails.find((m) => m.subject.includes(receipt.reference) && m.subject.includes('新询盘'))!;
    expect(toBusiness.subject).toBe(`新询盘 ${receipt.reference}：Kenji Sato · Sato Bags / New lead ${receipt.reference}: Kenji Sato · Sato Bags`);
    expect(toBusiness.text).toContain(`询盘编号: ${receipt.reference}`);
    expect(toBusiness.text).toContain('国家/地区: 日本');
    expect(toBusiness.text).toContain('Country: Japan');
    expect(toBusiness.text).toContain(`在后台查看：https://cases.example/admin/leads/${receipt.id}`);
    expect(toBusiness.text).toContain('EVA ケースを 500 個お願いします。');
    expect(toBusiness.replyTo).toContain('kenji@sato.example');
    const toBuyer = inbox.mails.find((m) => m.to.includes('kenji@sato.example'))!;
    expect(toBuyer.subject).toBe(`お問い合わせ ${receipt.reference} を受け付けました`);
    expect(toBuyer.text).toContain(`お問い合わせ番号：${receipt.reference}`);
    // Nothing the sender typed goes to the address they gave.
    expect(toBuyer.text).not.toContain('Kenji');
    expect(toBuyer.text).not.toContain('EVA ケース');
    expect(toBuyer.text).not.toContain(`#${receipt.id}`);
    const hook = hooks.at(-1)!;
    expect(new URL(hook.url, 'http://x').searchParams.get('sign')).toBeTruthy();
    expect(JSON.stringify(hook.body)).toContain(`新询盘 ${receipt.reference}`);

    const sent = await opened.db.select().from(outbox).where(eq(outbox.leadId, receipt.id));
    expect(sent.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt !== null)).toBe(true);
    expect(await deliverDue(opened.db)).toEqual({ sent: 0, failed: 0 });

    // The lead page lists them for the leads inbox's role (sales; an admin holds every role), for nobody else.
    const [sales, admin, editor] = await Promise.all([
      actorWith(opened.db, 'outbox.sales', ['member', 'sales']),
      actorWith(opened.db, 'outbox.admin', ['member', 'admin']),
      actorWith(opened.db, 'outbox.editor', ['member', 'editor']),
    ]);
    const listed = await leadNotifications(opened.db, sales, receipt.id);
    expect(listed.map((n) => [n.purpose, n.status])).toEqual([
      ['lead.notify', 'sent'],
      ['lead.ack', 'sent'],
      ['lead.webhook', 'sent'],
    ]);
    expect(await leadNotifications(opened.db, admin, receipt.id)).toEqual(listed);
    expect(await statusOf(leadNotifications(opened.db, editor, receipt.id))).toBe(404);
    expect(await statusOf(leadNotifications(opened.db, null, receipt.id))).toBe(401);
  });

  it('loses nothing while the mail server is down, and sends each message once when it is back', async () => {
    await inbox.stopSmtp();
    const before = inbox.mails.length;
    const receipts = [];
    for (const name of ['Lena Vogel', 'Marco Rossi', 'Nadia Haddad']) {
      receipts.push(await submitConsult(opened.db, buyer({ name, locale: 'en', email: `${name.split(' ')[0].toLowerCase()}@buyers.example` }), client));
    }
    // Every lead is stored at once, whatever the mail server does.
    const stored = await opened.db.select().from(consultRequests);
    expect(receipts.every((r) => stored.some((row) => row.id === r.id))).toBe(true);

    const down = await deliverDue(opened.db);
    expect(down.failed).toBe(6);
    const failed = await opened.db.select().from(outbox).where(eq(outbox.status, 'failed'));
    expect(failed).toHaveLength(6);
    expect(failed.every((r) => r.attempts === 1 && (r.lastError ?? '').startsWith('SMTP') && r.nextAttemptAt > new Date())).toBe(true);
    // Not due yet: nothing is tried again before its time.
    expect(await deliverDue(opened.db)).toEqual({ sent: 0, failed: 0 });

    await inbox.startSmtp();
    const later = new Date(Date.now() + 5_000);
    // Two instances at once: each message is claimed by one of them only.
    const [a, b] = await Promise.all([deliverDue(opened.db, { now: later }), deliverDue(opened.db, { now: later })]);
    expect(a.sent + b.sent).toBe(6);
    const arrived = inbox.mails.slice(before);
    expect(arrived).toHaveLength(6);
    for (const receipt of receipts) {
      expect(arrived.filter((m) => m.subject.includes(receipt.reference))).toHaveLength(2);
    }
    expect(await deliverDue(opened.db, { now: new Date(Date.now() + 60_000) })).toEqual({ sent: 0, failed: 0 });
  });

  it('gives a claim to one process at a time, and takes it back when its lease runs out', async () => {
    await opened.db.insert(outbox).values({ purpose: 'lead.notify', channel: 'mail', recipient: 'x@y.example', payload: {} });
    const now = new Date(Date.now() + 120_000);
    const first = await claimDue(opened.db, now, 60_000);
    expect(first).toHaveLength(1);
    expect(await claimDue(opened.db, now, 60_000)).toHaveLength(0);
    expect(await claimDue(opened.db, new Date(now.getTime() + 61_000), 60_000)).toHaveLength(1);
  });

  it("sends a third party's address the reference and the business's words only, never the sender's text", async () => {
    const phishing = buyer({
      name: 'Your account is locked, log in at https://evil.example/login',
      company: 'Security Team https://evil.example',
      email: 'victim@third-party.example',
      message: 'Your mailbox will be closed today. Confirm your password at https://evil.example/confirm now.',
      locale: 'en',
    });
    const receipt = await submitConsult(opened.db, phishing, client);
    await deliverDue(opened.db);
    const toVictim = inbox.mails.filter((m) => m.to.includes('victim@third-party.example'));
    expect(toVictim).toHaveLength(1);
    const [mail] = toVictim;
    expect(mail.subject).toBe(`We have received your inquiry ${receipt.reference}`);
    expect(mail.text).toContain(`Your reference number: ${receipt.reference}`);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/evil|locked|password|Security Team|mailbox/i);
    expect(mail.text).toContain('If you did not send this inquiry, please ignore this e-mail.');
    // Staff see everything.
    const toStaff = inbox.mails.find((m) => m.to.includes('sales@hengxin.example') && m.subject.includes(receipt.reference))!;
    expect(toStaff.text).toContain('https://evil.example/confirm');
  });

  it('acknowledges one address at most three times a day, however it is written; every lead is stored and staff always told', async () => {
    const spellings = ['Target.Person@gmail.com', 'targetperson+1@gmail.com', 'TARGETPERSON@googlemail.com', 'target.person+x@gmail.com', 'targetperson@gmail.com'];
    const receipts: Awaited<ReturnType<typeof submitConsult>>[] = [];
    for (const email of spellings) receipts.push(await submitConsult(opened.db, buyer({ email, locale: 'en' }), client));
    const rows = await opened.db.select().from(outbox);
    const ofThese = rows.filter((r) => receipts.some((x) => x.id === r.leadId));
    expect(ofThese.filter((r) => r.purpose === 'lead.ack')).toHaveLength(3);
    expect(ofThese.filter((r) => r.purpose === 'lead.notify')).toHaveLength(5);
    expect(ofThese.filter((r) => r.purpose === 'lead.webhook')).toHaveLength(5);
    const leads = await opened.db.select().from(consultRequests);
    expect(receipts.every((r) => leads.some((row) => row.id === r.id))).toBe(true);
    // Another address is not affected.
    const other = await submitConsult(opened.db, buyer({ email: 'someone.else@gmail.com', locale: 'en' }), client);
    expect((await opened.db.select().from(outbox).where(eq(outbox.leadId, other.id))).map((r) => r.purpose)).toContain('lead.ack');
    await deliverDue(opened.db);
  });

  it('writes nothing to send when neither e-mail nor a webhook is configured', async () => {
    const saved = { ...process.env };
    delete process.env.SMTP_URL;
    delete process.env.LEADS_WEBHOOK_URL;
    try {
      const receipt = await submitConsult(opened.db, buyer(), client);
      expect(await opened.db.select().from(outbox).where(eq(outbox.leadId, receipt.id))).toEqual([]);
    } finally {
      process.env = saved;
    }
  });
});
