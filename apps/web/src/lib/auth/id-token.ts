import { DEFAULT_ROLES } from '@grantpilot/shared/constants';

export interface IdTokenClaims {
  sub?: string;
  exp?: number;
  roles?: unknown;
  [claim: string]: unknown;
}

/** Reads the payload of a JWT without verifying it: the API verifies, the client only looks. */
export function decodeIdToken(token: string): IdTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as IdTokenClaims) : null;
  } catch {
    return null;
  }
}

/** True when the token has no readable expiry or expires within `windowMs` from now. */
export function expiresWithin(token: string, windowMs: number, now = Date.now()) {
  const exp = decodeIdToken(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp * 1000 - now < windowMs;
}

/** Seed §3/§6: roles come from the token's claims; ["user"] when they cannot be read. */
export function rolesFromToken(token: string | null): string[] {
  const roles = token ? decodeIdToken(token)?.roles : undefined;
  if (Array.isArray(roles) && roles.length > 0 && roles.every((role) => typeof role === 'string')) {
    return roles as string[];
  }
  return [...DEFAULT_ROLES];
}
