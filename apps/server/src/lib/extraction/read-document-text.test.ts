import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerRunError } from '../jobs/worker-pool';
import {
  docxBomb,
  emptyFile,
  encryptedPdf,
  executableAsPdf,
  htmlAsText,
  imageOnlyPdf,
  truncatedPdf,
  xxeDocx,
  type HostileDocument,
} from './hostile-documents';
import {
  createExtractionPool,
  ExtractionError,
  PARTS_FROM_BYTES,
  readDocumentText,
  type DocumentFile,
  type ExtractionPool,
  type ReadBounds,
} from './index';
import { buildDocx, buildPdf, buildRawZip, DOCX_DOCUMENT, DOCX_PACKAGE_PARTS } from './test-documents';

const bounds = { timeoutMs: 20_000 };
let pool: ExtractionPool;

beforeAll(() => {
  pool = createExtractionPool({ maxHeapMb: 128, threads: 2 });
});

afterAll(async () => {
  await pool.close();
  // No thread is left behind.
  expect(pool.workers.liveThreads).toBe(0);
});

async function problemOf(file: DocumentFile, options: ReadBounds = bounds, readers = pool) {
  const error = await readDocumentText(readers, file, options).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

const as = (document: HostileDocument, fileType: DocumentFile['fileType']): DocumentFile => ({ ...document, fileType });

describe('readDocumentText', () => {
  it('reads a PDF page by page in a worker thread, keeping the page numbers', async () => {
    const pdf = buildPdf([['Call for proposals 2027', 'Deadline: 15 March 2027'], [], ['Budget: EUR 2,000,000']]);
    const text = await readDocumentText(pool, { bytes: pdf, fileType: 'pdf', fileName: 'call.pdf' }, bounds);
    expect(text.paged).toBe(true);
    expect(text.pages).toHaveLength(3);
    expect(text.pages[0]).toContain('Deadline: 15 March 2027');
    expect(text.pages[1]).toBe('');
    expect(text.pages[2]).toContain('Budget: EUR 2,000,000');
  });

  it('reads a long PDF in parts, one per thread, with the same pages as read whole', async () => {
    const lines = (page: number) =>
      Array.from(
        { length: 40 },
        (_, line) =>
          `Page ${page + 1}, line ${line + 1} of the call for proposals, with the rules every applicant reads`,
      );
    const pdf = buildPdf(Array.from({ length: 101 }, (_, page) => (page === 50 ? [] : lines(page))));
    expect(pdf.byteLength).toBeGreaterThanOrEqual(PARTS_FROM_BYTES);
    const file: DocumentFile = { bytes: pdf, fileType: 'pdf', fileName: 'long.pdf' };
    const parted = await readDocumentText(pool, file, bounds);
    const single = createExtractionPool({ maxHeapMb: 128, threads: 1 });
    const whole = await readDocumentText(single, file, bounds).finally(() => single.close());
    expect(parted).toEqual(whole);
    expect(parted.pages).toHaveLength(101);
    expect(parted.pages[0]).toContain('Page 1, line 1 of the call');
    expect(parted.pages[50]).toBe('');
    expect(parted.pages[100]).toContain('Page 101, line 40 of the call');
  });

  it('says a long encrypted or damaged PDF read in parts has that problem once', async () => {
    const long = buildPdf(Array.from({ length: 120 }, (_, page) => [`Page ${page + 1} `.repeat(300)]));
    expect(long.byteLength).toBeGreaterThanOrEqual(PARTS_FROM_BYTES);
    const cut = long.subarray(0, Math.floor(long.byteLength / 3));
    const error = await problemOf({ bytes: new Uint8Array(cut), fileType: 'pdf', fileName: 'cut.pdf' });
    expect(error.problem).toBe('damaged');
  });

  it('reads a DOCX as one page', async () => {
    const docx = buildDocx(['Funding Opportunity', 'Applications close on 1 June 2027.']);
    const text = await readDocumentText(pool, { bytes: docx, fileType: 'docx', fileName: 'call.docx' }, bounds);
    expect(text).toEqual({ paged: false, pages: [expect.stringContaining('Funding Opportunity')] });
    expect(text.pages[0]).toContain('Applications close on 1 June 2027.');
  });

  it('decodes text with the encoding found for it: UTF-8 with or without BOM, UTF-16LE, Windows-1252', async () => {
    const read = (bytes: Uint8Array, encoding: DocumentFile['encoding'], fileType: DocumentFile['fileType'] = 'text') =>
      readDocumentText(pool, { bytes, fileType, encoding, fileName: 'call.txt' }, bounds);
    const utf8 = Buffer.from('Prize: €5,000 – café');
    expect(await read(utf8, 'utf-8')).toEqual({ paged: false, pages: ['Prize: €5,000 – café'] });
    expect((await read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]), 'utf-8', 'markdown')).pages).toEqual([
      'Prize: €5,000 – café',
    ]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Prize: €5,000 – café', 'utf16le')]);
    expect((await read(utf16, 'utf-16le')).pages).toEqual(['Prize: €5,000 – café']);
    const cp1252 = Buffer.from([...Buffer.from('Prize: ', 'latin1'), 0x80, ...Buffer.from('5,000 caf'), 0xe9, 0x96]);
    expect((await read(cp1252, 'windows-1252')).pages).toEqual(['Prize: €5,000 café–']);
  });

  it('removes NUL and the control characters search uses as markers, keeps tab and line breaks, and composes to NFC', async () => {
    const bytes = Buffer.from('a\u0000b\u0002c\u0003d\u0001\u0008\u000b\u000e\u001f\te\nf\fg\r\nCafe\u0301');
    const text = await readDocumentText(
      pool,
      { bytes, fileType: 'text', encoding: 'utf-8', fileName: 'x.txt' },
      bounds,
    );
    expect(text.pages).toEqual(['abcd\te\nf\fg\r\nCafé']);
  });

  it('says an encrypted PDF is encrypted', async () => {
    const error = await problemOf(as(encryptedPdf(), 'pdf'));
    expect(error.problem).toBe('encrypted');
    expect(error.message).toBe('"locked.pdf" is an encrypted PDF: save it without a password and upload it again.');
  });

  it('says a PDF with images and no text is a scanned PDF without a text layer', async () => {
    const error = await problemOf(as(imageOnlyPdf(), 'pdf'));
    expect(error).toMatchObject({
      problem: 'no_text',
      message: expect.stringMatching(/^"scanned.pdf" is a scanned PDF: no text layer\. Run OCR/),
    });
  });

  it('says a truncated PDF, a program renamed .pdf and an empty file are damaged', async () => {
    for (const document of [truncatedPdf(), executableAsPdf(), emptyFile('empty.pdf')]) {
      const error = await problemOf(as(document, 'pdf'));
      expect(error.problem).toBe('damaged');
      expect(error.message).toMatch(new RegExp(`^"${document.fileName}" is a damaged file: .*upload the new copy\\.$`));
    }
  });

  it('says an empty text file or DOCX has no text', async () => {
    expect(await problemOf(as(emptyFile('empty.txt'), 'text'))).toMatchObject({
      problem: 'no_text',
      message: '"empty.txt" has no text: upload a version that contains text.',
    });
    expect((await problemOf({ bytes: buildDocx([' ']), fileType: 'docx', fileName: 'blank.docx' })).problem).toBe(
      'no_text',
    );
  });

  it('reads an HTML page handed over as text as inert text (the upload refuses it first: file-kind)', async () => {
    const html = htmlAsText();
    const text = await readDocumentText(pool, { ...html, fileType: 'text', encoding: 'utf-8' }, bounds);
    expect(text.pages[0]).toContain('<script>');
  });

  it('refuses a DOCX zip bomb by the size its central directory declares, before unpacking', async () => {
    const error = await problemOf(as(docxBomb('true'), 'docx'));
    expect(error.problem).toBe('too_large');
    expect(error.message).toMatch(/^"bomb.docx" is too large when unpacked \(more than 30 MB\): split it/);
  });

  it('stops a DOCX zip bomb that declares a small size while it inflates', async () => {
    const error = await problemOf(as(docxBomb('small'), 'docx'));
    expect(error).toMatchObject({ problem: 'too_large', message: expect.stringContaining('too large when unpacked') });
  });

  it('reads a small DOCX whose central directory gives its sizes in ZIP64 fields, and refuses one declaring 5 GB', async () => {
    const parts = (uncompressedSize?: number) =>
      Object.entries({
        ...DOCX_PACKAGE_PARTS,
        'word/document.xml': DOCX_DOCUMENT('<w:p><w:r><w:t>ZIP64 sizes</w:t></w:r></w:p>'),
      }).map(([name, content]) => {
        const data = Buffer.from(content);
        const size = name === 'word/document.xml' && uncompressedSize ? uncompressedSize : data.length;
        return { name, data, method: 0 as const, crc: crc32(data), uncompressedSize: size, zip64: true };
      });
    const small = await readDocumentText(
      pool,
      { bytes: buildRawZip(parts()), fileType: 'docx', fileName: 'z.docx' },
      bounds,
    );
    expect(small.pages[0]).toContain('ZIP64 sizes');
    const huge = buildRawZip(parts(5 * 1024 ** 3));
    expect((await problemOf({ bytes: huge, fileType: 'docx', fileName: 'z.docx' })).problem).toBe('too_large');
  });

  it('reads no file through a DOCX external entity (XXE)', async () => {
    const passwd = readFileSync('/etc/passwd', 'utf8');
    const outcome = await readDocumentText(pool, as(xxeDocx(), 'docx'), bounds).then(
      (text) => ({ text: text.pages.join('\n') }),
      (error: unknown) => ({ error }),
    );
    if ('text' in outcome) {
      expect(outcome.text).not.toContain('root:');
      expect(outcome.text).not.toContain(passwd.split('\n')[0]);
    } else {
      expect(outcome.error).toMatchObject({ problem: 'damaged' });
    }
  });

  it('maps running out of the heap bound to too_large', async () => {
    // 48 MB of text with control characters to remove: the cleaned copy is a 32 MB string on
    // the heap, more than 16 MB hold (the decoded text itself may live outside the heap).
    const bytes = Buffer.alloc(48 * 1024 * 1024, 'ab\u0001');
    const small = createExtractionPool({ maxHeapMb: 16, threads: 1 });
    const error = await problemOf(
      { bytes, fileType: 'text', encoding: 'windows-1252', fileName: 'huge.txt' },
      bounds,
      small,
    ).finally(() => small.close());
    expect(error).toMatchObject({
      problem: 'too_large',
      message: expect.stringMatching(/^"huge.txt" is too large to read/),
    });
  });

  it('maps running past the time bound to timeout', async () => {
    const pdf = buildPdf(Array.from({ length: 50 }, (_, page) => [`Page ${page + 1}`]));
    const error = await problemOf({ bytes: pdf, fileType: 'pdf', fileName: 'slow.pdf' }, { timeoutMs: 1 });
    expect(error).toMatchObject({
      problem: 'timeout',
      message: '"slow.pdf" took too long to read (over 1 s): split it into smaller documents and upload them.',
    });
  });

  it('ends the thread and says so when the job is aborted (not a problem of the file)', async () => {
    const controller = new AbortController();
    const reading = readDocumentText(
      pool,
      { bytes: buildPdf([['x']]), fileType: 'pdf', fileName: 'x.pdf' },
      { ...bounds, signal: controller.signal },
    );
    controller.abort(new Error('job expired'));
    await expect(reading).rejects.toBeInstanceOf(WorkerRunError);
    await expect(reading).rejects.toMatchObject({ reason: 'aborted' });
  });
});
