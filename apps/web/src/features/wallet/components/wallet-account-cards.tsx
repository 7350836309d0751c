import type { WalletOverview as Wallet } from '@oja/contracts';
import { Building2, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

type WalletState = Pick<Wallet, 'bankAccount' | 'hasPin' | 'pinLocked'>;

/** The saved bank account withdrawals are paid into (Change needs an unlocked PIN). */
export function BankAccountCard({ wallet, onEdit }: { wallet: WalletState; onEdit: () => void }) {
  return (
    <Card>
      <CardHeader
        title="Bank account"
        description="Withdrawals are paid into this account."
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            disabled={!wallet.hasPin || wallet.pinLocked}
          >
            <Building2 aria-hidden="true" className="size-4" />
            {wallet.bankAccount ? 'Change' : 'Add account'}
          </Button>
        }
      />
      <CardContent>
        {wallet.bankAccount ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="bank-account">
            <dt className="text-slate-600">Account name</dt>
            <dd className="font-medium text-slate-900">{wallet.bankAccount.accountName}</dd>
            <dt className="text-slate-600">Bank</dt>
            <dd className="text-slate-900">{wallet.bankAccount.bankName}</dd>
            <dt className="text-slate-600">Account number</dt>
            <dd className="text-slate-900 tabular-nums">{wallet.bankAccount.accountNumber}</dd>
            {wallet.bankAccount.nameMatched === false ? (
              <dd className="col-span-2 mt-1 text-amber-800" data-testid="bank-name-confirmed">
                Not in your name: you confirmed this account is yours.
              </dd>
            ) : null}
          </dl>
        ) : (
          <p className="text-sm text-slate-600">
            {wallet.hasPin
              ? 'No bank account yet. Add one to withdraw.'
              : 'Create your transaction PIN first, then add a bank account.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** Whether the transaction PIN is set or locked, with the way to create, change or unlock it. */
export function PinCard({ wallet, onManage }: { wallet: WalletState; onManage: () => void }) {
  return (
    <Card>
      <CardHeader
        title="Transaction PIN"
        description="Authorises withdrawals and bank account changes."
        action={
          <Button variant="secondary" size="sm" onClick={onManage}>
            <KeyRound aria-hidden="true" className="size-4" />
            {wallet.pinLocked ? 'Unlock PIN' : wallet.hasPin ? 'Change PIN' : 'Create PIN'}
          </Button>
        }
      />
      <CardContent>
        <p className="text-sm text-slate-600">
          {wallet.pinLocked
            ? 'Your PIN is locked after too many wrong attempts.'
            : wallet.hasPin
              ? 'Your PIN is set.'
              : 'You have not created a PIN yet.'}
        </p>
      </CardContent>
    </Card>
  );
}
