import { randomBytes } from 'node:crypto';
import { type DocumentContentType } from 'shared-kernel/wire/verification';
import { type ObjectStore } from '../../object-store/object-store';

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
 * Identity documents as private objects nothing serves: on disk (`.data/documents` by default,
 * DOCUMENTS_DIR to choose) or, with OBJECT_STORE_URL, under `documents/` in the bucket, encrypted
 * at rest. Operators read them only through the API's review routes. Files get random names; what
 * they are lives in the database.
 */
export class DocumentStore {
  /** `prefix`: what goes before the file name in the store's keys (`documents/` in a bucket). */
  constructor(
    private readonly store: ObjectStore,
    private readonly prefix = '',
  ) {}

  async write(bytes: Buffer, contentType: DocumentContentType): Promise<string> {
    const fileName = randomBytes(16).toString('hex');
    await this.store.put(this.keyOf(fileName), bytes, { contentType, visibility: 'private' });
    return fileName;
  }

  async read(fileName: string): Promise<Buffer> {
    const bytes = await this.store.read(this.keyOf(fileName));
    if (bytes === null) throw new Error(`The document ${fileName} is missing from its store`);
    return bytes;
  }

  async remove(fileName: string): Promise<void> {
    await this.store.remove(this.keyOf(fileName));
  }

  private keyOf(fileName: string): string {
    if (!fileNamePattern.test(fileName)) throw new Error('not a document file name');
    return `${this.prefix}${fileName}`;
  }
}
