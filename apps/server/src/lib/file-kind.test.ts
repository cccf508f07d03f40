import { crc32 } from 'node:zlib';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { detectFileKind, FILE_KIND_SAMPLE_BYTES, peekStream, UnsupportedFileError } from './file-kind';
import { UploadInterruptedError } from './storage/file-storage';

const ACCEPTED = 'Upload PDF, DOCX, TXT or Markdown files.';

/** A complete one-page PDF with its cross-reference table, as a writer would produce it. */
function tinyPdf(): Buffer {
  const content = 'BT /F1 18 Tf 20 40 Td (Call for proposals) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A ZIP archive of stored (uncompressed) entries, in the order given. */
function zip(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [entryName, text] of Object.entries(entries)) {
    const name = Buffer.from(entryName);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';
const DOCUMENT =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>Project narrative</w:t></w:r></w:p></w:body></w:document>';

/** As Word writes it: the content types first. */
const wordDocx = () =>
  zip({ '[Content_Types].xml': CONTENT_TYPES, '_rels/.rels': RELS, 'word/document.xml': DOCUMENT });
/** As LibreOffice writes it: the content types last. */
const contentTypesLastDocx = () =>
  zip({ '_rels/.rels': RELS, 'word/document.xml': DOCUMENT, '[Content_Types].xml': CONTENT_TYPES });

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
/** A PE executable's DOS header: "MZ", then the offset of the "PE\0\0" header at 0x3C. */
const PE = (() => {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();
const HTML = Buffer.from('<!DOCTYPE html>\n<html><head><title>Grant</title></head><body>Hi</body></html>\n');
const UTF8_WITH_BOM = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Budget — Māori arts fund ✓\n')]);
/** "Café – naïve €5" in Windows-1252 (é E9, en dash 96, ï EF, euro 80): not UTF-8. */
const WINDOWS_1252 = Buffer.from([
  0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65, 0x20, 0x80, 0x35, 0x0d, 0x0a,
]);

const refusal = (sample: Uint8Array, name: string) =>
  detectFileKind(sample, name).then(
    () => undefined,
    (error: unknown) => {
      expect(error).toBeInstanceOf(UnsupportedFileError);
      return (error as UnsupportedFileError).message;
    },
  );

describe('detectFileKind', () => {
  it('knows a real PDF, whatever the case of its extension or with none', async () => {
    const pdf = tinyPdf();
    expect(await detectFileKind(pdf, 'Call for proposals.pdf')).toEqual({ kind: 'pdf', mimeType: 'application/pdf' });
    expect((await detectFileKind(pdf, 'CALL.PDF')).kind).toBe('pdf');
    expect((await detectFileKind(pdf, 'call')).kind).toBe('pdf');
  });

  it('knows a DOCX whether its content types come first or last', async () => {
    const docx = {
      kind: 'docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    expect(await detectFileKind(wordDocx(), 'narrative.docx')).toEqual(docx);
    expect(await detectFileKind(contentTypesLastDocx(), 'narrative.docx')).toEqual(docx);
  });

  it('refuses a ZIP without word/document.xml named .docx', async () => {
    const archive = zip({ 'budget.csv': 'item,amount\nvenue,500\n', 'notes/readme.txt': 'hello' });
    expect(await refusal(archive, 'budget.docx')).toBe(
      `This file is a ZIP archive, not a Word document (DOCX). ${ACCEPTED}`,
    );
  });

  it('refuses programs and web pages renamed as documents, naming what they are', async () => {
    expect(await refusal(HTML, 'guidelines.pdf')).toBe(`This file is an HTML page, not a PDF. ${ACCEPTED}`);
    expect(await refusal(HTML, 'guidelines.txt')).toBe(`This file is an HTML page, not a text file. ${ACCEPTED}`);
    expect(await refusal(ELF, 'report.pdf')).toBe(`This file is a Linux program, not a PDF. ${ACCEPTED}`);
    expect(await refusal(PE, 'report.pdf')).toBe(`This file is a Windows program, not a PDF. ${ACCEPTED}`);
    expect(await refusal(PE, 'setup')).toBe(`This file is a Windows program. ${ACCEPTED}`);
  });

  it('refuses a document whose name claims another kind of document', async () => {
    expect(await refusal(tinyPdf(), 'notes.txt')).toBe(`This file is a PDF, not a text file. ${ACCEPTED}`);
    expect(await refusal(wordDocx(), 'call.pdf')).toBe(`This file is a Word document (DOCX), not a PDF. ${ACCEPTED}`);
    expect(await refusal(Buffer.from('plain words'), 'call.pdf')).toBe(
      `This file is a text file, not a PDF. ${ACCEPTED}`,
    );
    expect(await refusal(Buffer.from('item,amount\n'), 'budget.csv')).toBe(
      `This file is a text file, but its name ends in .csv. ${ACCEPTED}`,
    );
  });

  it('reads UTF-8 text with a BOM as text, and as Markdown when named so', async () => {
    expect(await detectFileKind(UTF8_WITH_BOM, 'budget.txt')).toEqual({
      kind: 'text',
      mimeType: 'text/plain',
      encoding: 'utf-8',
    });
    expect(await detectFileKind(UTF8_WITH_BOM, 'budget.md')).toEqual({
      kind: 'markdown',
      mimeType: 'text/markdown',
      encoding: 'utf-8',
    });
    expect((await detectFileKind(Buffer.from('# Narrative\n\n<p align="center">logo</p>\n'), 'a.markdown')).kind).toBe(
      'markdown',
    );
  });

  it('reads UTF-16 text with its BOM, as Windows Notepad saves "Unicode"', async () => {
    expect(await detectFileKind(Buffer.from('\uFEFFKia ora — budget\r\n', 'utf16le'), 'notes.txt')).toEqual({
      kind: 'text',
      mimeType: 'text/plain',
      encoding: 'utf-16le',
    });
  });

  it('reads Windows-1252 text as text in that encoding', async () => {
    expect(await detectFileKind(WINDOWS_1252, 'letter.txt')).toEqual({
      kind: 'text',
      mimeType: 'text/plain',
      encoding: 'windows-1252',
    });
  });

  it('refuses bytes that are neither a document nor text', async () => {
    const binary = 'This file is a binary file of a type GrantPilot does not keep.';
    expect(await refusal(Buffer.from('text\0with a NUL'), 'notes.txt')).toBe(
      `${binary.slice(0, -1)}, not a text file. ${ACCEPTED}`,
    );
    expect(await refusal(Buffer.from('\u0001\u0002 control bytes'), 'notes.md')).toContain('binary file');
    // UTF-16 without its BOM is full of NUL bytes; after a BOM, control characters are not text.
    expect(await refusal(Buffer.from('hello', 'utf16le'), 'notes.txt')).toContain('binary file');
    expect(await refusal(Buffer.from('\uFEFFhello\u0000', 'utf16le'), 'notes.txt')).toContain('binary file');
    // A BOM promises UTF-8; Windows-1252 bytes after it break the promise.
    expect(await refusal(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), WINDOWS_1252]), 'x.txt')).toContain(
      'binary file',
    );
    expect(await refusal(Buffer.alloc(0), 'empty.pdf')).toBe(`This file is empty. ${ACCEPTED}`);
  });

  it('accepts a sample that ends inside a UTF-8 character only when the sample was cut short', async () => {
    const euros = Buffer.from('€'.repeat(FILE_KIND_SAMPLE_BYTES / 3 + 1)).subarray(0, FILE_KIND_SAMPLE_BYTES);
    expect(await detectFileKind(euros, 'prices.txt')).toMatchObject({ kind: 'text', encoding: 'utf-8' });
    // The whole file ending half-way through "€" is not UTF-8; as Windows-1252 it is text.
    const cut = Buffer.from('price: €').subarray(0, -1);
    expect(await detectFileKind(cut, 'prices.txt', { truncated: false })).toMatchObject({ encoding: 'windows-1252' });
  });
});

describe('peekStream', () => {
  it('gives the first bytes and a stream of the whole file', async () => {
    const pdf = tinyPdf();
    const source = Readable.from([pdf.subarray(0, 100), pdf.subarray(100, 300), pdf.subarray(300)]);
    const { sample, truncated, stream } = await peekStream(source, 250);
    expect(sample).toEqual(pdf.subarray(0, 250));
    expect(truncated).toBe(true);
    const whole: Buffer[] = [];
    for await (const chunk of stream) whole.push(chunk as Buffer);
    expect(Buffer.concat(whole)).toEqual(pdf);
  });

  it('says when the sample is the whole file', async () => {
    const { sample, truncated } = await peekStream(Readable.from([Buffer.from('short')]));
    expect(sample.toString()).toBe('short');
    expect(truncated).toBe(false);
  });

  it('reports a source that fails before the sample is read as an interrupted upload', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('%PDF');
        throw new Error('socket hang up');
      })(),
    );
    await expect(peekStream(failing)).rejects.toBeInstanceOf(UploadInterruptedError);
  });
});
