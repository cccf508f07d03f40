import type { PersonRef } from '@grantpilot/shared/contracts/common';

/**
 * The people a select offers, by name. The one the record names comes first and keeps its
 * option while the members load (or after they left): an option that disappeared under the
 * selection would quietly select "nobody".
 */
export function peopleToChoose(members: PersonRef[], current: PersonRef | null = null): PersonRef[] {
  const others = members
    .filter((member) => member.userId !== current?.userId)
    .sort((a, b) => a.name.localeCompare(b.name));
  return current ? [current, ...others] : others;
}
