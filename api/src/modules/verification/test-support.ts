import { type FastifyInstance } from 'fastify';
import { type LoginResultWire } from 'shared-kernel/wire/auth';
import {
  bodyOf,
  clientHeaders,
  sessionOf,
  signupBody,
  type TestSession,
} from '../auth/test-support';

/** The smallest PNG: a 1×1 transparent pixel. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Signs a new customer up with `last_name` (the test identities answer by it). */
export async function signUpAs(app: FastifyInstance, lastName: string): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/signup',
    headers: await clientHeaders(),
    payload: signupBody({ last_name: lastName }),
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
  return sessionOf(bodyOf<LoginResultWire>(response).result);
}

export interface FilePart {
  name: string;
  content: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body of text fields and files. */
export function multipartOf(parts: FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = '----shop-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /v2/customer/verification as `session`. */
export async function uploadDocuments(
  app: FastifyInstance,
  session: TestSession,
  parts: FilePart[],
) {
  const { payload, contentType } = multipartOf(parts);
  return app.inject({
    method: 'POST',
    url: '/v2/customer/verification',
    headers: { ...(await clientHeaders({ session })), 'content-type': contentType },
    payload,
  });
}

/** A photo ID upload that passes: a passport's front page as a PNG. */
export function passportPng(): FilePart[] {
  return [
    { name: 'document_type', content: 'passport' },
    {
      name: 'front_image',
      content: onePixelPng,
      filename: 'passport.png',
      contentType: 'image/png',
    },
  ];
}
