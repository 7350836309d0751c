import { createContext, type ReactNode, use } from 'react';

const DraftOwnerContext = createContext<string | null>(null);

/** Names the signed-in user whose form drafts the screens below keep (set once by the app layout). */
export function DraftOwner({ userId, children }: { userId: string; children: ReactNode }) {
  return <DraftOwnerContext value={userId}>{children}</DraftOwnerContext>;
}

/** The user drafts belong to; null outside the signed-in layout (then drafts are not kept). */
export const useDraftOwner = () => use(DraftOwnerContext);
