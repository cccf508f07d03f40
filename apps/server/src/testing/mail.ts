/** Decodes a quoted-printable `.eml` body enough to read the links in it. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link in a message that contains `fragment`. */
export function linkIn(message: string, fragment: string): string {
  const link = decodeQuotedPrintable(message)
    .match(/https?:\/\/\S+/g)
    ?.find((candidate) => candidate.includes(fragment));
  if (!link) throw new Error(`no link containing ${fragment} in:\n${message}`);
  return link;
}
