import { describe, expect, it, vi } from 'vitest';
import { AuthError, type AuthIdentity } from './auth-client';
import { createIdentityAnnouncer } from './identity-announcer';

const ann: AuthIdentity = {
  uid: 'u1',
  email: 'ann@example.org',
  displayName: 'Ann',
  photoURL: null,
  emailVerified: false,
  hasPassword: true,
};

function setUp() {
  const service = { identity: null as AuthIdentity | null };
  return { service, announcer: createIdentityAnnouncer(() => service.identity) };
}

describe('identity announcer', () => {
  it('tells a listener nothing until the state is known, then once per change', () => {
    const { service, announcer } = setUp();
    const listener = vi.fn();
    announcer.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
    announcer.announce();
    service.identity = ann;
    announcer.announce();
    announcer.announce();
    service.identity = { ...ann, emailVerified: true };
    announcer.announce();
    expect(listener.mock.calls).toEqual([[null], [ann], [{ ...ann, emailVerified: true }]]);
  });

  it('tells a late listener the state at once, and stops after unsubscribing', () => {
    const { service, announcer } = setUp();
    service.identity = ann;
    announcer.announce();
    const listener = vi.fn();
    const unsubscribe = announcer.subscribe(listener);
    expect(listener).toHaveBeenCalledWith(ann);
    unsubscribe();
    service.identity = null;
    announcer.announce();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('holds announcements while work runs, then announces the final state once', async () => {
    const { service, announcer } = setUp();
    announcer.announce();
    const listener = vi.fn();
    announcer.subscribe(listener);
    listener.mockClear();
    await announcer.holdWhile(async () => {
      service.identity = { ...ann, displayName: null };
      announcer.announce();
      service.identity = ann;
      announcer.announce();
    });
    expect(listener.mock.calls).toEqual([[ann]]);
  });

  it('announces what changed even when the held work fails', async () => {
    const { service, announcer } = setUp();
    announcer.announce();
    const listener = vi.fn();
    announcer.subscribe(listener);
    await expect(
      announcer.holdWhile(async () => {
        service.identity = ann;
        announcer.announce();
        throw new Error('profile not saved');
      }),
    ).rejects.toThrow('profile not saved');
    expect(listener).toHaveBeenLastCalledWith(ann);
  });

  it('keeps an error reported before anyone listens for the first error listener', () => {
    const { announcer } = setUp();
    const error = new AuthError('other', 'auth/popup-closed-by-user', 'Closed.');
    announcer.reportError(error);
    const first = vi.fn();
    const second = vi.fn();
    announcer.subscribe(vi.fn(), first);
    announcer.subscribe(vi.fn(), second);
    expect(first).toHaveBeenCalledWith(error);
    expect(second).not.toHaveBeenCalled();
    announcer.reportError(error);
    expect(second).toHaveBeenCalledWith(error);
  });
});
