import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { setServerFieldErrors } from './server-field-errors';

function validationError(details: { path: string; message: string }[]) {
  return new ApiError(400, JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'Invalid', details } }));
}

describe('setServerFieldErrors', () => {
  it('puts each body field error beside its field, named for a person', () => {
    const setError = vi.fn();
    const placed = setServerFieldErrors(
      validationError([
        { path: 'body.brandName', message: 'must be at most 120 characters' },
        { path: 'params.orgId', message: 'is not a valid organisation id' },
      ]),
      setError,
      ['name', 'brandName'],
    );
    expect(placed).toBe(true);
    expect(setError).toHaveBeenCalledExactlyOnceWith('brandName', {
      message: 'Brand name must be at most 120 characters',
    });
  });

  it('names a field as the form labels it', () => {
    const setError = vi.fn();
    setServerFieldErrors(
      validationError([{ path: 'body.leadUserId', message: 'must be a member of the organisation' }]),
      setError,
      { name: 'Name', leadUserId: 'Lead' },
    );
    expect(setError).toHaveBeenCalledExactlyOnceWith('leadUserId', {
      message: 'Lead must be a member of the organisation',
    });
  });

  it('leaves errors that belong to no field to the caller', () => {
    const setError = vi.fn();
    expect(
      setServerFieldErrors(validationError([{ path: 'body', message: 'Nothing to change' }]), setError, ['name']),
    ).toBe(false);
    expect(setServerFieldErrors(new Error('Failed to fetch'), setError, ['name'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
