import { createInflateRaw } from 'node:zlib';
import { ExtractionError, problemMessages } from './problems';

/**
 * How much a DOCX (a zip) may unpack to: 100 times its size, at least 20 MB (Word's XML packs
 * about ten to one) and at most 200 MB. A zip bomb declares far more, or lies and inflates to far
 * more; either is refused before any XML is parsed.
 */
export function unpackedLimit(fileBytes: number): number {
  const MB = 1024 * 1024;
  return Math.min(200 * MB, Math.max(20 * MB, 100 * fileBytes));
}

interface ZipEntry {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** A 32-bit size or offset of 0xFFFFFFFF means "see the ZIP64 record": over 4 GB. */
const ZIP64_MARK = 0xffffffff;

/** The entries of a zip's central directory, or undefined when it cannot be found or read. */
function centralDirectory(bytes: Buffer): ZipEntry[] | undefined {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return undefined;
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** Inflates `data`, counting and discarding the output; stops once it passes `budget`. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', reject);
    inflate.end(data);
  });
}

/**
 * Refuses a DOCX that unpacks to more than {@link unpackedLimit}: first by the sizes its central
 * directory declares (nothing is inflated), then by inflating each entry and counting what comes
 * out (a bomb whose directory lies is stopped as soon as it passes the limit). Throws
 * ExtractionError 'too_large', or 'damaged' when the zip's structure cannot be read.
 */
export async function checkUnpackedSize(bytes: Uint8Array, fileName?: string): Promise<void> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const limit = unpackedLimit(buffer.length);
  const tooLarge = () => new ExtractionError('too_large', problemMessages.tooLargeUnpacked(fileName, limit));
  const damaged = (cause?: unknown) => new ExtractionError('damaged', problemMessages.damagedDocx(fileName), cause);

  const entries = centralDirectory(buffer);
  if (!entries) throw damaged();
  let declared = 0;
  for (const entry of entries) {
    if (entry.uncompressedSize === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) throw tooLarge();
    declared += entry.uncompressedSize;
  }
  if (declared > limit) throw tooLarge();

  let unpacked = 0;
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== LOCAL_SIGNATURE) throw damaged();
    const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    if (start + entry.compressedSize > buffer.length) throw damaged();
    const data = buffer.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) unpacked += data.length;
    else if (entry.method === 8) {
      unpacked += await inflatedSize(data, limit - unpacked).catch((error: unknown) => {
        throw damaged(error);
      });
    } else throw damaged();
    if (unpacked > limit) throw tooLarge();
  }
}
