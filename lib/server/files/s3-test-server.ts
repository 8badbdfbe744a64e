import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3-storage';

/**
 * An S3-compatible server for the tests (s3rver, on 127.0.0.1 at a free port, its bucket in a
 * temporary folder): `settings` point S3Storage at it, `env` is the same as S3_* variables.
 */
export async function startS3TestServer(bucket = 'case-site-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver checks signatures made with its own default credentials.
  const settings: S3Settings = { bucket, endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
  return {
    settings,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: settings.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
