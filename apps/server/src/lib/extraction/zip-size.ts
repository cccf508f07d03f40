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
const EOCD64_LOCATOR_SIGNATURE = 0x07064b50;
const EOCD64_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** A 32-bit size or offset of 0xFFFFFFFF (a count of 0xFFFF) means "see the ZIP64 record". */
const ZIP64_MARK = 0xffffffff;
const ZIP64_EXTRA = 0x0001;

/** A ZIP64 field as a number; past 2^53 it is refused as too large anyway. */
const readSize = (bytes: Buffer, at: number) => Number(bytes.readBigUInt64LE(at));

/** Where the central directory is and how many entries it has (the ZIP64 end record when marked). */
function directoryLocation(bytes: Buffer): { offset: number; count: number } | undefined {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= from; at--) {
    if (bytes.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    const count = bytes.readUInt16LE(at + 10);
    const offset = bytes.readUInt32LE(at + 16);
    if (count !== 0xffff && offset !== ZIP64_MARK) return { offset, count };
    const locator = at - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== EOCD64_LOCATOR_SIGNATURE) return undefined;
    const end64 = readSize(bytes, locator + 8);
    if (end64 + 56 > bytes.length || bytes.readUInt32LE(end64) !== EOCD64_SIGNATURE) return undefined;
    return { count: readSize(bytes, end64 + 32), offset: readSize(bytes, end64 + 48) };
  }
  return undefined;
}

/** The entries of a zip's central directory, or undefined when it cannot be found or read. */
function centralDirectory(bytes: Buffer): ZipEntry[] | undefined {
  const location = directoryLocation(bytes);
  if (!location) return undefined;
  let at = location.offset;
  const entries: ZipEntry[] = [];
  for (let index = 0; index < location.count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    };
    if (at + 46 + nameLength + extraLength > bytes.length) return undefined;
    if (!readZip64Extra(bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry)) {
      return undefined;
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Fills the entry's fields marked 0xFFFFFFFF from its ZIP64 extra field (uncompressed size,
 * compressed size, local header offset, in that order, each present only when marked).
 * False when a marked field has no value there.
 */
function readZip64Extra(extra: Buffer, entry: ZipEntry): boolean {
  const marked = (['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const).filter(
    (field) => entry[field] === ZIP64_MARK,
  );
  if (marked.length === 0) return true;
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== ZIP64_EXTRA) continue;
    if (extra.readUInt16LE(at + 2) < marked.length * 8 || at + 4 + marked.length * 8 > extra.length) return false;
    for (const [index, field] of marked.entries()) entry[field] = readSize(extra, at + 4 + index * 8);
    return true;
  }
  return false;
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

  let entries: ZipEntry[] | undefined;
  try {
    entries = centralDirectory(buffer);
  } catch (error) {
    // A field pointing past the end (RangeError): not a zip anyone wrote.
    throw damaged(error);
  }
  if (!entries) throw damaged();
  let declared = 0;
  for (const entry of entries) declared += entry.uncompressedSize;
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
