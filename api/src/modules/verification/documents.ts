import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DocumentContentType } from 'shared-kernel/wire/verification';

/**
 * The type of a document by its first bytes (JPEG, PNG or PDF), never by its name or declared
 * type; null for anything else.
 */
export function sniffDocumentType(bytes: Buffer): DocumentContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) {
    return 'image/png';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

const fileNamePattern = /^[0-9a-f]{32}$/;

/**
 * Identity documents on disk, in a directory nothing serves (`.data/documents` by default,
 * DOCUMENTS_DIR to choose). Files get random names; what they are lives in the database.
 */
export class DocumentStore {
  constructor(readonly directory: string) {}

  async write(bytes: Buffer): Promise<string> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const fileName = randomBytes(16).toString('hex');
    await writeFile(this.pathOf(fileName), bytes, { flag: 'wx', mode: 0o600 });
    return fileName;
  }

  read(fileName: string): Promise<Buffer> {
    return readFile(this.pathOf(fileName));
  }

  async remove(fileName: string): Promise<void> {
    await rm(this.pathOf(fileName), { force: true });
  }

  private pathOf(fileName: string): string {
    if (!fileNamePattern.test(fileName)) throw new Error('not a document file name');
    return path.join(this.directory, fileName);
  }
}
