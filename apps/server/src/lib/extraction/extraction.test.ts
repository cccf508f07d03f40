import { describe, expect, it } from 'vitest';
import { ExtractionError, detectDocumentType, extractDocumentText } from './index';
import { buildDocx, buildPdf, buildZip } from './test-documents';

describe('extractDocumentText', () => {
  it('reads a PDF page by page, keeping the page numbers', async () => {
    const pdf = buildPdf([
      ['Call for proposals 2027', 'Deadline: 15 March 2027'],
      ['Budget of the call: EUR 2,000,000'],
    ]);
    const text = await extractDocumentText(pdf, 'call.pdf');
    expect(text.kind).toBe('paged');
    if (text.kind !== 'paged') return;
    expect(text.pages).toHaveLength(2);
    expect(text.pages[0]).toContain('Call for proposals 2027');
    expect(text.pages[0]).toContain('Deadline: 15 March 2027');
    expect(text.pages[1]).toContain('Budget of the call: EUR 2,000,000');
    expect(text.pages[1]).not.toContain('Deadline');
  });

  it('reads a DOCX as one plain text, paragraph by paragraph', async () => {
    const docx = buildDocx(['Funding Opportunity', 'Applications close on 1 June 2027 at 5 p.m. ET.']);
    const text = await extractDocumentText(docx, 'call.docx');
    expect(text).toEqual({ kind: 'plain', text: expect.stringContaining('Funding Opportunity') });
    if (text.kind === 'plain') expect(text.text).toContain('Applications close on 1 June 2027 at 5 p.m. ET.');
  });

  it('reads UTF-8 text without its BOM, and Windows-1252 text when it is not UTF-8', async () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Prize: €5,000 – café')]);
    expect(await extractDocumentText(utf8, 'call.md')).toEqual({ kind: 'plain', text: 'Prize: €5,000 – café' });
    const cp1252 = new Uint8Array([...Buffer.from('Prize: ', 'latin1'), 0x80, ...Buffer.from('5,000 caf'), 0xe9]);
    expect(await extractDocumentText(cp1252, 'call.txt')).toEqual({ kind: 'plain', text: 'Prize: €5,000 café' });
  });

  it('detects the type from the bytes, not the name', async () => {
    const pdf = buildPdf([['Hello']]);
    expect(detectDocumentType(pdf)).toBe('pdf');
    expect((await extractDocumentText(pdf, 'misnamed.txt')).kind).toBe('paged');
    expect(detectDocumentType(buildDocx(['x']))).toBe('docx');
    expect(detectDocumentType(Buffer.from('# Title\n\nText'))).toBe('text');
  });

  it('refuses an unknown type with a message naming it', async () => {
    const zip = buildZip({ 'data.csv': 'a,b' });
    await expect(extractDocumentText(zip, 'call.docx')).rejects.toMatchObject({
      name: 'ExtractionError',
      problem: 'unsupported_type',
      message: expect.stringContaining('a ZIP archive'),
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await expect(extractDocumentText(png)).rejects.toThrow(/an image, not a supported document type/);
    await expect(extractDocumentText(Buffer.from('{\\rtf1 Hello}'))).rejects.toThrow(/Rich Text/);
  });

  it('says an encrypted PDF is encrypted', async () => {
    const error = await extractDocumentText(buildPdf([['Secret']], { encrypt: true }), 'locked.pdf').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ExtractionError);
    expect(error).toMatchObject({ problem: 'encrypted', message: expect.stringContaining('encrypted PDF') });
  });

  it('says a damaged PDF or DOCX is damaged', async () => {
    const truncated = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog');
    await expect(extractDocumentText(truncated, 'broken.pdf')).rejects.toMatchObject({
      problem: 'damaged',
      message: expect.stringContaining('damaged file'),
    });
    const docx = buildDocx(['Hello']);
    const broken = docx.slice(0, docx.length - 40);
    await expect(extractDocumentText(broken, 'broken.docx')).rejects.toMatchObject({ problem: 'damaged' });
  });
});
