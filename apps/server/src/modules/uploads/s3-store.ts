import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { storageUnavailable } from './errors';
import type { UploadStore } from './upload-store';

/** Waits on the bucket: a connection 5 s, then 10 s of silence; two attempts in all. */
const CONNECTION_TIMEOUT_MS = 5_000;
const IDLE_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 2;

type Sdk = typeof import('@aws-sdk/client-s3');

/** An S3 "no such object" (a missing bucket is the storage's fault: 503, not 404). */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}

/**
 * Objects in an S3-compatible bucket, shared by every instance whatever the database. A PUT is
 * atomic (the object exists whole or not at all, and SigV4 signs the payload's hash); reads
 * stream the body. Any failure of the bucket (unreachable, access denied, missing bucket, 5xx)
 * answers 503 and is logged; the SDK loads on first use, so an app without S3 never pays for it.
 */
export function s3Store(
  config: S3Config,
  logError?: (error: unknown, message: string) => void,
): UploadStore {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        maxAttempts: MAX_ATTEMPTS,
        requestHandler: {
          connectionTimeout: CONNECTION_TIMEOUT_MS,
          requestTimeout: IDLE_TIMEOUT_MS,
        },
        // Checksum headers only where S3 demands them: many S3-compatible servers refuse them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return ready;
  };
  const key = (name: string) => `${config.prefix}${name}`;
  const unavailable = (error: unknown) => {
    logError?.(error, `Upload bucket ${config.bucket} unavailable`);
    return storageUnavailable();
  };

  return {
    kind: 's3',
    async put(name, mime, bytes) {
      try {
        const { sdk, client } = await connect();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: config.bucket,
            Key: key(name),
            Body: bytes,
            ContentType: mime,
            ContentLength: bytes.length,
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    },
    async get(name, mime) {
      try {
        const { sdk, client } = await connect();
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: key(name) }),
        );
        const body = object.Body as Readable & { transformToByteArray(): Promise<Uint8Array> };
        if (object.ContentLength !== undefined) {
          return { mime, size: object.ContentLength, body: () => body };
        }
        // No length announced (a server that answers chunked): read it, to say how long it is.
        const bytes = Buffer.from(await body.transformToByteArray());
        return { mime, size: bytes.length, body: () => bytes };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw unavailable(error);
      }
    },
  };
}
