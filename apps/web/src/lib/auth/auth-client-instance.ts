import type { AuthClient } from './auth-client';
import { createBuiltInAuthClient } from './built-in-auth-client';

/**
 * The one identity client of this build. A hosted provider is chosen here, in one place, when
 * it arrives; pages and helpers only know the AuthClient interface.
 */
export const authClient: AuthClient = createBuiltInAuthClient();
