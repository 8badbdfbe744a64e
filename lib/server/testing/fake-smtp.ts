import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { LocalHttpFake } from './local-http-fake';

/*
 * A real SMTP server on 127.0.0.1 for the tests (smtp-server; every mail read back with
 * mailparser), and an HTTP inbox beside it for tests in another process: GET /mails?to= answers
 * what arrived for an address. The SMTP side can be stopped and started again on its port, to
 * play a mail server that goes down.
 */

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  replyTo: string;
}

export class FakeSmtpServer extends LocalHttpFake {
  mails: ReceivedMail[] = [];
  smtpPort = 0;
  private smtp: SMTPServer | null = null;

  async startSmtp(port = this.smtpPort): Promise<void> {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.mails.push({
              to: mail.to
                ? [mail.to]
                    .flat()
                    .map((a) => a.text)
                    .join(', ')
                : '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              replyTo: mail.replyTo?.text ?? '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
    this.smtp = smtp;
    this.smtpPort = (smtp.server.address() as AddressInfo).port;
  }

  async stopSmtp(): Promise<void> {
    const smtp = this.smtp;
    this.smtp = null;
    if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }

  /** `SMTP_URL` for the app. */
  smtpUrl(): string {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  protected handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ mails: this.mails.filter((m) => !to || m.to.includes(to)) }));
  }

  override async close(): Promise<void> {
    await Promise.all([this.stopSmtp(), super.close()]);
  }
}
