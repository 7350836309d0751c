/** The roles a user can hold (users.role): a merchant, or a support operator who reviews and answers. */
export const roles = { seller: 'seller', operator: 'operator' } as const;
export type Role = (typeof roles)[keyof typeof roles];
