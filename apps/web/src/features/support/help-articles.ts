/** Help that is true of this version of GrantPilot. */
export const HELP_ARTICLES = [
  {
    question: 'I forgot my password. How do I get back in?',
    answer:
      'On the sign-in page choose "Forgot password?" and enter your email address. The link we send is valid for one hour; choosing a new password signs you out everywhere else.',
  },
  {
    question: 'I did not receive the verification email.',
    answer:
      'Open Settings and choose "Resend verification email". If your server has no mail server configured, the administrator finds the message in the outbox folder of its data directory.',
  },
  {
    question: 'How do I switch to the dark theme?',
    answer:
      'Use the moon button in the navigation or the Dark mode switch in Settings. The choice is saved with your account, so it follows you to other browsers.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'In Settings, under "Delete account", confirm by typing your email address and your password. This cannot be undone.',
  },
];
