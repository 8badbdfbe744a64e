import 'server-only';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkKey, type FileStorage, type PutOptions, type StoredObject } from './storage-interface';

/*
 * S3-compatible storage (AWS S3, MinIO, Ceph, Aliyun OSS, Tencent COS …): chosen when S3_BUCKET,
 * S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set, so every instance sees the same
 * files. Path-style addresses (`endpoint/bucket/key`), which every such service understands. A
 * file is streamed from its temporary file with its length (one PUT, never held in memory). The
 * SDK is loaded on first use only. Checksums are sent and checked only where the protocol requires
 * them: the SDK's newer defaults (CRC32 trailers on every upload) are not understood by every
 * S3-compatible server.
 */

export interface S3Settings {
  bucket: string;
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const REQUIRED = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The S3 settings, null when none is set; some but not all of them is a configuration error. */
export function s3SettingsFromEnv(env: Record<string, string | undefined> = process.env): S3Settings | null {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length === REQUIRED.length) return null;
  if (missing.length) throw new Error(`S3 storage needs ${REQUIRED.join(', ')}; missing: ${missing.join(', ')}`);
  return {
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION || 'us-east-1',
  };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export class S3Storage implements FileStorage {
  private client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null;

  constructor(readonly settings: S3Settings) {}

  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: this.settings.endpoint,
        region: this.settings.region,
        forcePathStyle: true,
        credentials: { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    }));
    return this.client;
  }

  async put(key: string, source: Buffer | { file: string }, options: PutOptions = {}): Promise<void> {
    const { s3, sdk } = await this.connect();
    const body = Buffer.isBuffer(source) ? source : createReadStream(source.file);
    const length = Buffer.isBuffer(source) ? source.byteLength : (await stat(source.file)).size;
    try {
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: checkKey(key),
          Body: body,
          ContentLength: length,
          ContentType: options.contentType ?? 'application/octet-stream',
        }),
      );
    } finally {
      if (!Buffer.isBuffer(body)) body.destroy();
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const { s3, sdk } = await this.connect();
    try {
      const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key) }));
      if (!answer.Body) return null;
      return { body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: Number(answer.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { s3, sdk } = await this.connect();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key) }));
  }
}
