/** @jest-environment node */
import type { consultRequests } from '@/lib/server/consult/schema';
import { ackMail, notifyMail, webhookMessage, type LeadFacts } from './lead-messages';

const lead = {
  id: 57,
  reference: 'HX-2611-7K3Q',
  name: 'Anna Schmidt',
  company: 'Nordic Gear GmbH',
  email: 'anna@nordic-gear.example',
  phone: '+49 30 1234567',
  country: 'DE',
  productId: null,
  quantity: 1500,
  message: 'We need 1,500 neoprene pouches with our logo, please quote.',
  locale: 'de',
  sourcePage: '/de/contact',
  clientAddress: '203.0.113.9',
  userAgent: 'jest',
  userId: null,
  status: 'new',
  assigneeId: null,
  followUpAt: null,
  readAt: null,
  createdAt: new Date('2026-11-02T08:00:00Z'),
  updatedAt: new Date('2026-11-02T08:00:00Z'),
} satisfies typeof consultRequests.$inferSelect;

const facts: LeadFacts = {
  lead,
  productName: null,
  companyName: 'Hengxin',
  files: [
    { name: 'logo.ai', bytes: 2_400_000 },
    { name: 'foto.jpg', bytes: 512_000 },
  ],
};

describe('the texts of a new lead', () => {
  it("names the reference, never the id, in the buyer's acknowledgement, with how many files they sent", async () => {
    const mail = await ackMail(facts);
    expect(mail.subject).toBe('Wir haben Ihre Anfrage HX-2611-7K3Q erhalten');
    expect(mail.text).toContain('Ihre Referenznummer: HX-2611-7K3Q');
    expect(mail.text).toContain('Mit Ihrer Anfrage haben wir 2 Dateien erhalten.');
    expect(mail.text).not.toMatch(/\b57\b/);
  });

  it('repeats nothing the sender typed to the address they gave (it is not confirmed)', async () => {
    const hostile: LeadFacts = {
      ...facts,
      lead: { ...lead, name: 'Click https://evil.example', company: 'PayPal Security', message: 'Verify your account: https://evil.example/verify', locale: 'en' },
      files: [{ name: 'invoice-https-evil.example.pdf', bytes: 10 }],
    };
    const mail = await ackMail(hostile);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/evil|PayPal|Verify|Click/);
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Thank you for your inquiry. Our sales team will reply within one working day.',
        'Your reference number: HX-2611-7K3Q',
        'We received 1 file with your inquiry.',
        '',
        'What happens next: we review your requirements, send you a quote and, if you wish, samples.',
        '',
        'Kind regards,\nHengxin',
        '',
        'If you did not send this inquiry, please ignore this e-mail.',
      ].join('\n'),
    );
  });

  it('gives the business the reference, the country by name and the files with their sizes', async () => {
    const mail = await notifyMail(facts, 'sales@hengxin.example');
    expect(mail.subject).toBe('新询盘 HX-2611-7K3Q：Anna Schmidt · Nordic Gear GmbH / New lead HX-2611-7K3Q: Anna Schmidt · Nordic Gear GmbH');
    expect(mail.text).toContain('询盘编号: HX-2611-7K3Q');
    expect(mail.text).toContain('国家/地区: 德国');
    expect(mail.text).toContain('Country: Germany');
    expect(mail.text).toContain('2 files (download them from the lead):\n- logo.ai (2.3 MB)\n- foto.jpg (500 kB)');
    expect(mail.text).toContain('/admin/leads/57');
    const hook = await webhookMessage(facts);
    expect(hook.data).toMatchObject({ reference: 'HX-2611-7K3Q', country: 'DE', files: [{ name: 'logo.ai' }, { name: 'foto.jpg' }] });
  });

  it("says nothing of files when there are none, and shows an older lead's typed country as it is", async () => {
    const plain = await notifyMail({ ...facts, lead: { ...lead, country: 'Bavaria' }, files: [] }, 'sales@hengxin.example');
    expect(plain.text).toContain('Country: Bavaria');
    expect(plain.text).not.toContain('files');
    expect((await ackMail({ ...facts, files: [] })).text).not.toContain('Dateien');
  });
});
