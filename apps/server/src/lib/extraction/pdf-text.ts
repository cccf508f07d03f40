import { ExtractionError, problemMessages } from './problems';

/** One of `of` contiguous, equal slices of a document's pages (the first is index 0). */
export interface PagePart {
  index: number;
  of: number;
}

export const WHOLE: PagePart = { index: 0, of: 1 };

/** The page numbers (1-based) of a part of a document of `pageCount` pages. */
export function pagesOfPart(pageCount: number, part: PagePart): number[] {
  const first = Math.floor((part.index * pageCount) / part.of);
  const end = Math.floor(((part.index + 1) * pageCount) / part.of);
  return Array.from({ length: end - first }, (_, offset) => first + offset + 1);
}

/**
 * The text of each page of a PDF (or of one part of its pages), in page order: each text item of
 * pdf.js, a line break where it ends a line. Throws ExtractionError 'encrypted' or 'damaged'.
 */
export async function readPdfPages(bytes: Uint8Array, fileName?: string, part: PagePart = WHOLE): Promise<string[]> {
  const { getDocumentProxy } = await import('unpdf');
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
    const document = pdf;
    return await Promise.all(
      pagesOfPart(document.numPages, part).map(async (pageNumber) => {
        const content = await (await document.getPage(pageNumber)).getTextContent();
        let text = '';
        for (const item of content.items) {
          if ('str' in item) text += item.hasEOL ? `${item.str}\n` : item.str;
        }
        return text;
      }),
    );
  } catch (error) {
    throw new ExtractionError('damaged', problemMessages.damagedPdfPages(fileName), error);
  } finally {
    await pdf.loadingTask.destroy();
  }
}
