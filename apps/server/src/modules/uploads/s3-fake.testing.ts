// Test support: an S3-compatible server on a local port, objects in a Map. It answers path-style
// PutObject, GetObject and HeadObject, refuses a request not signed with SigV4 for its key id
// (403 AccessDenied), and a body whose hash is not the signed x-amz-content-sha256.
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Config } from '../../config';

export interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
}

export interface FakeS3 {
  /** S3 settings that reach this server: give them to the app as `config.s3`. */
  config: S3Config;
  /** What the bucket holds, by key. */
  objects: Map<string, FakeObject>;
  /** Each request's method, path and Authorization header. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** 'ok'; 'deny': every request 403 AccessDenied; 'fail': 500 InternalError; 'reset': the connection dropped mid-request. */
  mode: 'ok' | 'deny' | 'fail' | 'reset';
  close(): Promise<void>;
}

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

function sendError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(res.req.method === 'HEAD' ? undefined : errorXml(code, message));
}

export async function startFakeS3(bucket = 'keeling-test'): Promise<FakeS3> {
  const accessKeyId = 'FAKEKEYID';
  const fake: Omit<FakeS3, 'config' | 'close'> = { objects: new Map(), requests: [], mode: 'ok' };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const authorization = req.headers.authorization;
    fake.requests.push({ method: req.method ?? '', path: url.pathname, authorization });
    if (fake.mode === 'reset') return req.socket.destroy();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);

    if (fake.mode === 'fail') return sendError(res, 500, 'InternalError', 'We are down');
    if (
      fake.mode === 'deny' ||
      !authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)
    ) {
      return sendError(res, 403, 'AccessDenied', 'Access Denied');
    }
    const signedHash = req.headers['x-amz-content-sha256'];
    if (signedHash !== createHash('sha256').update(body).digest('hex')) {
      return sendError(res, 400, 'XAmzContentSHA256Mismatch', 'The body is not what was signed');
    }
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucketName !== bucket) return sendError(res, 404, 'NoSuchBucket', 'No such bucket');

    if (req.method === 'PUT') {
      const contentType = req.headers['content-type'];
      fake.objects.set(key, { body, contentType });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = fake.objects.get(key);
      if (!object) return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, {
        'content-type': object.contentType ?? 'application/octet-stream',
        'content-length': object.body.length,
      });
      return res.end(req.method === 'GET' ? object.body : undefined);
    }
    return sendError(res, 405, 'MethodNotAllowed', 'Not in this fake');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId, secretAccessKey: 'fake-secret-access-key' },
      forcePathStyle: true,
      prefix: 'uploads/',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
