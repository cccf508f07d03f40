const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applications, funders and projects have UUIDs: anything else in an address cannot be one, and
 * is not worth asking the API about.
 */
export function isRecordId(id: string) {
  return UUID.test(id);
}
