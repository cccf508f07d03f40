const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for text a `uuid` column accepts in its usual form; anything else would be a 22P02 there. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
