import { roleDescriptions, staffRoles } from '@oja/contracts';

const capitalised = (role: string) => role[0]!.toUpperCase() + role.slice(1);

/** The roles an owner may give, as select options. */
export const roleOptions = staffRoles.map((role) => ({ value: role, label: capitalised(role) }));

/** Each role and what it may do, shown beside the role picker. */
export const roleSummaries = staffRoles.map((role) => ({
  role,
  label: capitalised(role),
  description: roleDescriptions[role],
}));
