import { constants, crc32, deflateRawSync } from 'node:zlib';
import { buildPdf, buildPdfFromContents, buildRawZip, buildZip, DOCX_PACKAGE_PARTS } from './test-documents';

/**
 * Hostile and broken uploads, built in memory, for the extraction tests and the server's upload
 * tests. Each comes with the name an uploader would give it.
 */
export interface HostileDocument {
  fileName: string;
  bytes: Uint8Array;
}

const MB = 1024 * 1024;

/** A PDF cut off part way through: no cross-reference table, no trailer, its last page's object broken. */
export function truncatedPdf(): HostileDocument {
  const whole = buildPdf([['Call for proposals 2027'], ['Eligibility: non-profit organisations']]);
  return { fileName: 'truncated.pdf', bytes: whole.slice(0, Math.floor(whole.length * 0.45)) };
}

/** A PDF with the standard security handler and a password nobody knows. */
export function encryptedPdf(): HostileDocument {
  return { fileName: 'locked.pdf', bytes: buildPdf([['Secret budget']], { encrypt: true }) };
}

/** A "scanned" PDF: each page draws a small inline grey image and no text. */
export function imageOnlyPdf(pages = 2): HostileDocument {
  const image = 'q 200 0 0 100 72 600 cm BI /W 4 /H 2 /CS /G /BPC 8 ID 00ff00ff00ff00ff EI Q';
  // ASCII hex bytes in an inline image need /F /AHx; the image is what matters, not its pixels.
  const content = image.replace('/BPC 8 ID', '/BPC 8 /F /AHx ID').replace('ff EI', 'ff> EI');
  return { fileName: 'scanned.pdf', bytes: buildPdfFromContents(Array.from({ length: pages }, () => content)) };
}

/**
 * Raw deflate of `megabytes` MB of zeros, written a block at a time (about 1 KB per MB): one
 * sync-flushed block of 1 MB of zeros repeated, then an empty final block. Never holds the
 * uncompressed bytes.
 */
function deflatedZeros(megabytes: number): { data: Buffer; crc: number; size: number } {
  const zeros = Buffer.alloc(MB);
  const block = deflateRawSync(zeros, { finishFlush: constants.Z_SYNC_FLUSH });
  let crc = 0;
  for (let index = 0; index < megabytes; index++) crc = crc32(zeros, crc);
  const data = Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])]);
  return { data, crc, size: megabytes * MB };
}

/**
 * A DOCX zip bomb: word/document.xml inflates to `megabytes` (300 by default) of zeros from about
 * 300 KB. `declared: 'true'` says so in its headers (refused by the central directory alone);
 * `declared: 'small'` lies that it is 1 KB (stopped while inflating).
 */
export function docxBomb(declared: 'true' | 'small', megabytes = 300): HostileDocument {
  const bomb = deflatedZeros(megabytes);
  const parts = buildZipParts();
  return {
    fileName: declared === 'true' ? 'bomb.docx' : 'bomb-lying.docx',
    bytes: buildRawZip([
      ...parts,
      {
        name: 'word/document.xml',
        data: bomb.data,
        method: 8,
        crc: bomb.crc,
        uncompressedSize: declared === 'true' ? bomb.size : 1024,
      },
    ]),
  };
}

function buildZipParts() {
  return Object.entries(DOCX_PACKAGE_PARTS).map(([name, content]) => {
    const data = Buffer.from(content, 'utf8');
    return { name, data, method: 0 as const, crc: crc32(data), uncompressedSize: data.length };
  });
}

/** A DOCX whose document declares an external entity for /etc/passwd and uses it (XXE). */
export function xxeDocx(): HostileDocument {
  return {
    fileName: 'xxe.docx',
    bytes: buildZip({
      ...DOCX_PACKAGE_PARTS,
      'word/document.xml':
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>' +
        '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
        '<w:p><w:r><w:t>Budget narrative</w:t></w:r></w:p>' +
        '<w:p><w:r><w:t>&xxe;</w:t></w:r></w:p>' +
        '</w:body></w:document>',
    }),
  };
}

/** A Windows program (an MZ header and a PE stub) renamed .pdf. */
export function executableAsPdf(): HostileDocument {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c); // where the PE header is
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84); // i386
  return { fileName: 'report.pdf', bytes: new Uint8Array(bytes) };
}

/** An HTML page with a script, renamed .txt. */
export function htmlAsText(): HostileDocument {
  return {
    fileName: 'notes.txt',
    bytes: new Uint8Array(
      Buffer.from(
        '<!DOCTYPE html>\n<html><head><title>Notes</title></head>\n' +
          '<body><script>fetch("/api/orgs").then((r) => r.text()).then(alert)</script><p>Notes</p></body></html>\n',
      ),
    ),
  };
}

/** A file of no bytes at all. */
export function emptyFile(fileName = 'empty.pdf'): HostileDocument {
  return { fileName, bytes: new Uint8Array(0) };
}
