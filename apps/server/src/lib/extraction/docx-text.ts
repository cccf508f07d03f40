import { ExtractionError, problemMessages } from './problems';
import { checkUnpackedSize } from './zip-size';

/**
 * The raw text of a Word document (DOCX), paragraph by paragraph. Refuses a zip bomb before
 * unpacking (zip-size.ts). mammoth parses the XML with xmldom, which resolves no external
 * entities: a DOCTYPE pointing at a local file reads nothing. Throws ExtractionError
 * 'too_large' or 'damaged'.
 */
export async function readDocxText(bytes: Uint8Array, fileName?: string): Promise<string> {
  await checkUnpackedSize(bytes, fileName);
  const mammoth = (await import('mammoth')).default;
  try {
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    });
    return value;
  } catch (error) {
    throw new ExtractionError('damaged', problemMessages.damagedDocx(fileName), error);
  }
}
