import { mkdtemp, rm } from 'node:fs/promises';
import { type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A request the S3-compatible server received: what the API asked of the bucket. */
export interface S3Request {
  method: string;
  /** The path, bucket first (`/shop-objects/remotes/…`). */
  path: string;
  headers: IncomingHttpHeaders;
}

export interface TestS3Server {
  /** OBJECT_STORE_URL of the server's bucket. */
  url: string;
  /** The server's origin (`http://127.0.0.1:{port}`). */
  endpoint: string;
  bucket: string;
  requests: S3Request[];
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a free port, storing in a temporary folder, with one empty
 * bucket; sets the AWS_* variables of its fixed test key pair for this test file.
 */
export async function startS3Server(bucket = 'shop-objects'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const requests: S3Request[] = [];
  server.httpServer.prependListener('request', (request) => {
    requests.push({
      method: request.method ?? '',
      path: (request.url ?? '').split('?', 1)[0] ?? '',
      headers: request.headers,
    });
  });
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    url: `s3://${bucket}?endpoint=${endpoint}&region=us-east-1&force_path_style=true`,
    endpoint,
    bucket,
    requests,
    close: async () => {
      if (!server.httpServer.listening) return;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
