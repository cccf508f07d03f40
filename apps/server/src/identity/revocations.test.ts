import { describe, expect, it } from 'vitest';
import { createRevocationList } from './revocations';

describe('the revocation list: disabled accounts', () => {
  it('refuses a disabled account whenever its token was issued, and lets it in again once enabled', () => {
    const list = createRevocationList(async () => []);
    list.setDisabled('grace', true);
    expect(list.isDisabled('grace')).toBe(true);
    expect(list.isDisabled('ada')).toBe(false);
    // Not a deletion: tokens issued later are not let through by their time.
    expect(list.isRevoked('grace', null)).toBe(false);
    list.setDisabled('grace', false);
    expect(list.isDisabled('grace')).toBe(false);
  });

  it('takes the database’s set at each refresh, so an enabling elsewhere is seen too', async () => {
    let stored = ['grace', 'ada'];
    const list = createRevocationList(
      async () => [],
      async () => stored,
    );
    await list.refresh();
    expect(list.isDisabled('ada')).toBe(true);
    stored = ['grace'];
    await list.refresh();
    expect(list.isDisabled('ada')).toBe(false);
    expect(list.isDisabled('grace')).toBe(true);
  });

  it('keeps a change made here while a refresh was reading: the read may predate it', async () => {
    let answer: (ids: string[]) => void = () => {};
    const list = createRevocationList(
      async () => [],
      () => new Promise<string[]>((resolve) => (answer = resolve)),
    );
    const refreshing = list.refresh();
    await Promise.resolve();
    list.setDisabled('grace', true);
    // Read before the disabling was committed: the set it returns does not hold it.
    answer([]);
    await refreshing;
    expect(list.isDisabled('grace')).toBe(true);
  });
});
