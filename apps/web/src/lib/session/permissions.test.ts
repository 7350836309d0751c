import { rolePermissions } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from './permissions';

describe('permissionsOf', () => {
  it('lets the owner do everything, owner-only actions included', () => {
    const owner = permissionsOf({ actor: { kind: 'owner', id: '1', name: 'Ada' }, permissions: [] });
    expect([owner.isOwner, owner.can('wallet.withdraw'), owner.can(undefined)]).toEqual([true, true, true]);
  });

  it('lets a staff member do only what their role holds, and nothing owner-only', () => {
    const sales = permissionsOf({
      actor: { kind: 'staff', id: '2', name: 'Tolu' },
      permissions: [...rolePermissions.sales],
    });
    expect([sales.can('products.write'), sales.can('wallet.read'), sales.can(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
