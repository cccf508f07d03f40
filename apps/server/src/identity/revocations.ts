/**
 * Accounts whose ID tokens must no longer be accepted, though the tokens are validly signed and
 * not yet expired: deleted accounts, and accounts an instance administrator disabled. The token
 * cache consults it on every request, so a deletion or a disabling takes effect at once in this
 * process; other instances learn of it at their next refresh (a few seconds). Kept in memory: the
 * check is on every request's hot path.
 */
export interface Revocation {
  userId: string;
  /** From this moment on: a sign-in after it (a hosted account made anew) is not refused. */
  at: Date;
}

export interface RevocationList {
  /** True when the account was revoked at or after the sign-in (or token) time given, in seconds. */
  isRevoked(userId: string, signedInAtSeconds: number | null): boolean;
  revoke(revocation: Revocation): void;
  /** True while the account is disabled: every token is refused, whenever it was issued. */
  isDisabled(userId: string): boolean;
  /** Disables or enables the account here at once (the database says so to other instances). */
  setDisabled(userId: string, disabled: boolean): void;
  /** Reads revocations recorded since the last read (by any instance). */
  refresh(): Promise<void>;
  /** Refreshes every `intervalMs` until `stop()`. */
  start(intervalMs: number, onError: (error: unknown) => void): void;
  stop(): void;
}

export function createRevocationList(
  load: (since: Date | null) => Promise<Revocation[]>,
  /** Every disabled account's id: few, read whole at each refresh, so enabling one is seen too. */
  loadDisabled: () => Promise<string[]> = async () => [],
): RevocationList {
  const revoked = new Map<string, number>();
  let disabled = new Set<string>();
  // Changes made here while a refresh reads the database, which that read may predate.
  const changedDuringRefresh = new Map<string, boolean>();
  let refreshing = 0;
  let lastSeen: Date | null = null;
  let timer: NodeJS.Timeout | undefined;

  const list: RevocationList = {
    isRevoked(userId, signedInAtSeconds) {
      const at = revoked.get(userId);
      if (at === undefined) return false;
      return signedInAtSeconds === null || signedInAtSeconds * 1000 <= at;
    },
    revoke({ userId, at }) {
      revoked.set(userId, Math.max(revoked.get(userId) ?? 0, at.getTime()));
    },
    isDisabled(userId) {
      return disabled.has(userId);
    },
    setDisabled(userId, isDisabled) {
      if (isDisabled) disabled.add(userId);
      else disabled.delete(userId);
      if (refreshing > 0) changedDuringRefresh.set(userId, isDisabled);
    },
    async refresh() {
      // A little overlap: a deletion committed late may carry a time just before the last one seen.
      const since = lastSeen ? new Date(lastSeen.getTime() - 60_000) : null;
      refreshing += 1;
      try {
        for (const revocation of await load(since)) {
          list.revoke(revocation);
          if (!lastSeen || revocation.at > lastSeen) lastSeen = revocation.at;
        }
        const read = new Set(await loadDisabled());
        for (const [userId, isDisabled] of changedDuringRefresh) {
          if (isDisabled) read.add(userId);
          else read.delete(userId);
        }
        disabled = read;
      } finally {
        refreshing -= 1;
        if (refreshing === 0) changedDuringRefresh.clear();
      }
    },
    start(intervalMs, onError) {
      timer = setInterval(() => list.refresh().catch(onError), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
  return list;
}
