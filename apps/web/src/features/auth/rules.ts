import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
} from '@grantpilot/shared/constants';

/*
 * The sign-in pages are the first a visitor loads, so their checks are react-hook-form's own
 * rules rather than a schema library (which would add ~120 kB to the first load on a phone).
 * The identity service validates again and its message, which names its rule, is shown beside
 * the field.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRules = {
  required: 'Enter your email address',
  pattern: { value: EMAIL_PATTERN, message: 'Enter a valid email address' },
  setValueAs: (value: string) => value.trim(),
};

export const currentPasswordRules = { required: 'Enter your password' };

export const newPasswordRules = {
  required: 'Choose a password',
  minLength: {
    value: DEFAULT_PASSWORD_MIN_LENGTH,
    message: `Password must be at least ${DEFAULT_PASSWORD_MIN_LENGTH} characters`,
  },
};

/** The identity service's rule too: the name travels in every ID token. */
export const nameRules = {
  validate: (value: string) => {
    const name = value.trim();
    if (name.length === 0) return 'Enter your name';
    return name.length <= DISPLAY_NAME_MAX_LENGTH || DISPLAY_NAME_TOO_LONG_MESSAGE;
  },
};
