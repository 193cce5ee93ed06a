// A real SMTP server for the Playwright journeys: the app sends its emails here over SMTP, and
// the journeys read them back from a small JSON endpoint (GET /messages?to=ADDRESS).
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 3126);
const messages = [];

function decode(raw) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      const text = decode(raw);
      const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
      const links = [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])].map((l) => l.replace(/&amp;/g, '&'));
      messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, links, receivedAt: Date.now() });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return res.end('ok');
    if (url.pathname !== '/messages') {
      res.statusCode = 404;
      return res.end();
    }
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages.filter((m) => !to || m.to.includes(to))));
  })
  .listen(httpPort, '127.0.0.1');

const stop = () => {
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
