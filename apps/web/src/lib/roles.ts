/** Seed §5: one role or several; true when the user holds any one of them. */
export function hasRole(user: { roles: readonly string[] } | null | undefined, required: string | readonly string[]) {
  if (!user) return false;
  const wanted = typeof required === 'string' ? [required] : required;
  return wanted.some((role) => user.roles.includes(role));
}
