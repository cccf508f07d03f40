import { crc32 } from 'node:zlib';

/**
 * Small, valid documents built in memory for tests: a PDF with one text line per page (written
 * by hand, with a correct cross-reference table) and a DOCX (a stored zip with the three parts
 * Word needs). No fixture files and no extra dependency.
 */

const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** A PDF whose page i shows the lines of pages[i] (ASCII), in Helvetica. */
export function buildPdf(pages: string[][], options: { encrypt?: boolean } = {}): Uint8Array {
  const contents = pages.map((lines) =>
    [
      'BT /F1 12 Tf 14 TL 72 720 Td',
      ...lines.map((line, lineIndex) => `${lineIndex ? 'T* ' : ''}(${escapePdf(line)}) Tj`),
      'ET',
    ].join('\n'),
  );
  return buildPdfFromContents(contents, options);
}

/** A PDF whose page i draws the content stream contents[i] (latin1), with Helvetica as /F1. */
export function buildPdfFromContents(contents: string[], options: { encrypt?: boolean } = {}): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const pageIds = contents.map((_, index) => 4 + index * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${contents.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (const [index, content] of contents.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  }
  if (options.encrypt) {
    // The standard security handler with an owner/user hash no empty password matches.
    const hash = `<${'ab'.repeat(32)}>`;
    add(`<< /Filter /Standard /V 1 /R 2 /O ${hash} /U ${hash} /P -44 >>`);
  }
  let output = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  output += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const encrypt = options.encrypt
    ? ` /Encrypt ${objects.length} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`
    : '';
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(output, 'latin1'));
}

/** One entry of a zip as written: its bytes as stored, and what its headers declare. */
export interface RawZipEntry {
  name: string;
  /** The entry's bytes as stored: the content itself (method 0) or raw deflate (method 8). */
  data: Uint8Array;
  method: 0 | 8;
  crc: number;
  /** The uncompressed size the local header and the central directory declare. */
  uncompressedSize: number;
  /** Declare the sizes in the central directory's ZIP64 extra field (as some writers always do). */
  zip64?: boolean;
}

/** A zip archive of the entries exactly as given (sizes and CRCs are not checked). */
export function buildRawZip(entries: RawZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, method, crc, uncompressedSize, zip64 } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(Math.min(uncompressedSize, 0xffffffff), 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(zip64 ? 45 : 20, 4);
    central.writeUInt16LE(zip64 ? 45 : 20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(zip64 ? 0xffffffff : data.length, 20);
    central.writeUInt32LE(zip64 ? 0xffffffff : Math.min(uncompressedSize, 0xffffffff), 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    // The ZIP64 extra field: its id, its length, then the uncompressed and compressed sizes.
    const extra = Buffer.alloc(zip64 ? 20 : 0);
    if (zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(uncompressedSize), 4);
      extra.writeBigUInt64LE(BigInt(data.length), 12);
      central.writeUInt16LE(extra.length, 30);
    }
    locals.push(local, nameBytes, Buffer.from(data));
    centrals.push(central, nameBytes, extra);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A zip archive of stored (uncompressed) entries. */
export function buildZip(entries: Record<string, string>): Uint8Array {
  return buildRawZip(
    Object.entries(entries).map(([name, content]) => {
      const data = Buffer.from(content, 'utf8');
      return { name, data, method: 0, crc: crc32(data), uncompressedSize: data.length };
    }),
  );
}

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[char]!);

/** The parts of a DOCX other than word/document.xml. */
export const DOCX_PACKAGE_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>',
};

/** A Word document with one paragraph per item. */
export function buildDocx(paragraphs: string[]): Uint8Array {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  return buildZip({ ...DOCX_PACKAGE_PARTS, 'word/document.xml': DOCX_DOCUMENT(body) });
}

/** word/document.xml around a body of WordprocessingML paragraphs. */
export const DOCX_DOCUMENT = (bodyXml: string): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  `<w:body>${bodyXml}</w:body></w:document>`;
