import { beforeEach, describe, expect, it } from 'vitest';
import { notifyError } from './notify-error';
import { getToastState, resetToasts } from './toast/toast-store';

beforeEach(resetToasts);

describe('notifyError (seed §8)', () => {
  it("shows a destructive toast titled 'Error' with the message", () => {
    notifyError(new Error('Disk full'));
    expect(getToastState().toasts[0]).toMatchObject({
      title: 'Error',
      description: 'Disk full',
      variant: 'destructive',
    });
  });

  it("says 'An unknown error occurred' when there is no message", () => {
    notifyError({ weird: true });
    expect(getToastState().toasts[0]?.description).toBe('An unknown error occurred');
    notifyError(new Error(''));
    expect(getToastState().toasts[0]?.description).toBe('An unknown error occurred');
  });

  it('takes an operation-specific title', () => {
    notifyError(new Error('Invalid email or password'), 'Login Failed');
    expect(getToastState().toasts[0]).toMatchObject({
      title: 'Login Failed',
      description: 'Invalid email or password',
    });
  });
});

describe('errorMessage', () => {
  it("tells the API's sentence, not its status and body", async () => {
    const { ApiError } = await import('./api-error');
    const { errorMessage } = await import('./notify-error');
    const body = JSON.stringify({
      error: { code: 'CONFLICT', message: 'An organisation must keep at least one owner.' },
    });
    expect(errorMessage(new ApiError(409, body))).toBe('An organisation must keep at least one owner.');
    expect(errorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Bad Gateway');
  });
});
