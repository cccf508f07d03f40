import { describe, expect, it } from 'vitest';
import { attachmentHeader } from '../../lib/uploads';
import { cleanFileName, documentNameOf, splitIntoParts, storageKeyOf } from './document-files';

describe('file names', () => {
  it('keeps the last path segment, without control or direction characters', () => {
    expect(cleanFileName('C:\\Users\\ann\\Budget 2027.pdf')).toBe('Budget 2027.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('in\u0000voice\u202egnp.exe.pdf')).toBe('invoicegnp.exe.pdf');
    expect(cleanFileName('  many   spaces .txt ')).toBe('many spaces .txt');
    expect(cleanFileName('...')).toBe('Untitled');
    expect(cleanFileName(undefined)).toBe('Untitled');
  });

  it('cuts a long name to 200 characters and keeps its extension', () => {
    const name = cleanFileName(`${'é'.repeat(300)}.docx`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('é.docx')).toBe(true);
  });

  it('names a document after its file, without the extension', () => {
    expect(documentNameOf('Call 2027.final.pdf')).toBe('Call 2027.final');
    expect(documentNameOf('README')).toBe('README');
  });

  it('sends the name as an attachment, in ASCII and in UTF-8', () => {
    expect(attachmentHeader('申请 "neu".pdf')).toBe(
      'attachment; filename="?? \\"neu\\".pdf"; filename*=UTF-8\'\'%E7%94%B3%E8%AF%B7%20%22neu%22.pdf',
    );
  });

  it('builds storage keys from ids only', () => {
    expect(storageKeyOf('o', 'd', 'v')).toBe('orgs/o/documents/d/v');
  });
});

describe('parts of a text without pages', () => {
  it('leaves a short text whole', () => {
    expect(splitIntoParts('short')).toEqual(['short']);
  });

  it('cuts at paragraph breaks, and the parts joined are the text exactly', () => {
    const paragraph = `${'word '.repeat(300).trim()}\n\n`;
    const text = paragraph.repeat(40);
    const parts = splitIntoParts(text, 10_000);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.join('')).toBe(text);
    for (const part of parts.slice(0, -1)) {
      expect(part.length).toBeLessThanOrEqual(10_000);
      expect(part.endsWith('\n\n')).toBe(true);
    }
  });

  it('cuts a text without any break at the size', () => {
    const text = 'x'.repeat(25_000);
    expect(splitIntoParts(text, 10_000).map((part) => part.length)).toEqual([10_000, 10_000, 5_000]);
  });
});
