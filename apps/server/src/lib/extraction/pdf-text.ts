import { ExtractionError, problemMessages } from './problems';

/** The text of each page of a PDF, in page order. Throws ExtractionError 'encrypted' or 'damaged'. */
export async function readPdfPages(bytes: Uint8Array, fileName?: string): Promise<string[]> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  let pdf;
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'PasswordException') {
      throw new ExtractionError('encrypted', problemMessages.encrypted(fileName), error);
    }
    throw new ExtractionError('damaged', problemMessages.damagedPdf(fileName), error);
  }
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text;
  } catch (error) {
    throw new ExtractionError('damaged', problemMessages.damagedPdfPages(fileName), error);
  } finally {
    await pdf.loadingTask.destroy();
  }
}
