import { describe, expect, it } from 'vitest';
import { detectFileKind, UnsupportedFileError } from '../file-kind';
import {
  docxBomb,
  emptyFile,
  encryptedPdf,
  executableAsPdf,
  htmlAsText,
  imageOnlyPdf,
  truncatedPdf,
  xxeDocx,
} from './hostile-documents';

// What the upload makes of the hostile corpus: the files that are what their names say reach the
// extraction job (read-document-text.test.ts); the others are refused at the door.
describe('the hostile documents at upload', () => {
  it('are PDFs and DOCX files by their bytes when their names say so', async () => {
    for (const document of [truncatedPdf(), encryptedPdf(), imageOnlyPdf()]) {
      expect((await detectFileKind(document.bytes, document.fileName)).kind).toBe('pdf');
    }
    for (const document of [docxBomb('true'), docxBomb('small'), xxeDocx()]) {
      expect((await detectFileKind(document.bytes, document.fileName)).kind).toBe('docx');
    }
  });

  it('refuse a program renamed .pdf, an HTML page renamed .txt and an empty file, saying what each is', async () => {
    const refusal = async (document: { bytes: Uint8Array; fileName: string }) => {
      const error = await detectFileKind(document.bytes, document.fileName).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UnsupportedFileError);
      return (error as UnsupportedFileError).message;
    };
    expect(await refusal(executableAsPdf())).toBe(
      'This file is a Windows program, not a PDF. Upload PDF, DOCX, TXT or Markdown files.',
    );
    expect(await refusal(htmlAsText())).toBe(
      'This file is an HTML page, not a text file. Upload PDF, DOCX, TXT or Markdown files.',
    );
    expect(await refusal(emptyFile())).toBe('This file is empty. Upload PDF, DOCX, TXT or Markdown files.');
  });

  it('keep the DOCX bomb small on the wire: about 300 KB for 300 MB of content', () => {
    expect(docxBomb('true').bytes.length).toBeLessThan(400 * 1024);
  });
});
