import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service of the tests' own on 127.0.0.1, as a browser vendor's would be: it checks each
 * message's VAPID signature (RFC 8292) and decrypts its aes128gcm payload (RFC 8291) with the
 * keys of the subscription it made, so a test reads what the device would show.
 */
export type ReceivedPush = {
  subscription: string;
  status: number;
  vapid: { subject: string; audience: string; publicKey: string; signatureValid: boolean };
  headers: IncomingMessage['headers'];
  payload: unknown;
};

const b64u = (buffer: Buffer) => buffer.toString('base64url');

/** The ES256 JWT of a VAPID header checked against its own public key `k`. */
function checkVapid(header: string, origin: string) {
  const t = /t=([^,\s]+)/.exec(header)?.[1] ?? '';
  const k = /k=([^,\s]+)/.exec(header)?.[1] ?? '';
  const [head = '', body = '', signature = ''] = t.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64u(point.subarray(1, 33)),
      y: b64u(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  return {
    subject: claims.sub as string,
    audience: claims.aud as string,
    publicKey: k,
    signatureValid: signatureValid && claims.aud === origin && claims.exp * 1000 > Date.now(),
  };
}

export async function startPushService() {
  const received: ReceivedPush[] = [];
  const subscriptions = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  /** answers for a subscription, e.g. 410 once the device has unsubscribed */
  const answers = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const device = subscriptions.get(id);
      const status = answers.get(id) ?? (device ? 201 : 404);
      let payload: unknown = null;
      if (device && status === 201) {
        const body = Buffer.concat(chunks);
        const salt = body.subarray(0, 16);
        const idLength = body[20]!;
        const senderKey = body.subarray(21, 21 + idLength);
        const record = body.subarray(21 + idLength);
        const shared = device.ecdh.computeSecret(senderKey);
        const ikm = Buffer.from(
          hkdfSync(
            'sha256',
            shared,
            device.auth,
            Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]),
            32,
          ),
        );
        const cek = Buffer.from(
          hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
        );
        const nonce = Buffer.from(
          hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
        );
        const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
        decipher.setAuthTag(record.subarray(record.length - 16));
        const plain = Buffer.concat([
          decipher.update(record.subarray(0, record.length - 16)),
          decipher.final(),
        ]);
        // the last record ends with the delimiter 2, then padding
        const end = plain.lastIndexOf(2);
        payload = JSON.parse(plain.subarray(0, end).toString('utf8'));
      }
      received.push({
        subscription: id,
        status,
        vapid: checkVapid(String(req.headers.authorization ?? ''), origin),
        headers: req.headers,
        payload,
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answers,
    /** A new device's subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, { ecdh, auth });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
