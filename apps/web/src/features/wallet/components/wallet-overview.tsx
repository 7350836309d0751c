import { ArrowDownToLine, ArrowLeftRight, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useCreateWallet } from '../api/create-wallet';
import { useWallet } from '../api/get-wallet';
import { useLiveWallet } from '../api/use-live-wallet';
import { BalanceCards } from './balance-cards';
import { BankAccountDialog } from './bank-account-dialog';
import { ExchangeDialog } from './exchange-dialog';
import { PinDialog } from './pin-dialog';
import { PinLockNotice } from './pin-lock-notice';
import { RecentTransactions } from './recent-transactions';
import { SettlementsCard } from './settlements-card';
import { TopupDialog } from './topup-dialog';
import { TopupReturn } from './topup-return';
import { BankAccountCard, PinCard } from './wallet-account-cards';
import { UnlockPinDialog } from './unlock-pin-dialog';
import { WithdrawDialog } from './withdraw-dialog';

type OpenDialog = 'topup' | 'withdraw' | 'bank' | 'pin' | 'exchange' | 'unlock' | null;

/**
 * /wallet: balances (available and pending in escrow), the money actions, the bank account and PIN,
 * the sales settlements and the latest transactions.
 */
export function WalletOverview() {
  useLiveWallet();
  const wallet = useWallet();
  const createWallet = useCreateWallet();
  // /wallet?open=topup (the command palette's 'Top up wallet') opens with the top-up dialog.
  const [searchParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog>(() =>
    searchParams.get('open') === 'topup' ? 'topup' : null,
  );
  const data = wallet.data;
  const noWallet = data !== undefined && data.wallets.length === 0;

  // A merchant without any wallet gets the default (NGN) one on the first visit.
  const { mutate: create, isIdle } = createWallet;
  useEffect(() => {
    if (noWallet && isIdle) create('NGN');
  }, [noWallet, isIdle, create]);

  const ngn = data?.wallets.find((w) => w.currency === 'NGN');
  const openIf = (next: OpenDialog) => (open: boolean) => setDialog(open ? next : null);

  return (
    <>
      <PageHeader
        title="Wallet"
        description="Your balances, top-ups, withdrawals and exchanges."
        actions={
          <>
            <Button onClick={() => setDialog('topup')} disabled={!data}>
              <Plus aria-hidden="true" className="size-4" />
              Top up
            </Button>
            <Button
              variant="secondary"
              onClick={() => setDialog('withdraw')}
              disabled={!data?.bankAccount || !data.hasPin || data.pinLocked}
            >
              <ArrowDownToLine aria-hidden="true" className="size-4" />
              Withdraw
            </Button>
            <Button variant="secondary" onClick={() => setDialog('exchange')} disabled={!data}>
              <ArrowLeftRight aria-hidden="true" className="size-4" />
              Exchange
            </Button>
          </>
        }
      />
      <TopupReturn />
      {!data ? (
        <LoadingState />
      ) : (
        <div className="flex flex-col gap-6">
          {data.pinLocked ? (
            <PinLockNotice lockedUntil={data.pinLockedUntil} onUnlock={() => setDialog('unlock')} />
          ) : null}
          <BalanceCards wallets={data.wallets} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <BankAccountCard wallet={data} onEdit={() => setDialog('bank')} />
            <PinCard wallet={data} onManage={() => setDialog(data.pinLocked ? 'unlock' : 'pin')} />
          </div>
          <SettlementsCard />
          <RecentTransactions />
          <TopupDialog open={dialog === 'topup'} onOpenChange={openIf('topup')} />
          <PinDialog open={dialog === 'pin'} onOpenChange={openIf('pin')} hasPin={data.hasPin} />
          <BankAccountDialog open={dialog === 'bank'} onOpenChange={openIf('bank')} />
          <UnlockPinDialog open={dialog === 'unlock'} onOpenChange={openIf('unlock')} />
          <ExchangeDialog
            open={dialog === 'exchange'}
            onOpenChange={openIf('exchange')}
            wallets={data.wallets}
          />
          {data.bankAccount ? (
            <WithdrawDialog
              open={dialog === 'withdraw'}
              onOpenChange={openIf('withdraw')}
              bankAccount={data.bankAccount}
              balance={ngn?.balance ?? 0}
            />
          ) : null}
        </div>
      )}
    </>
  );
}
