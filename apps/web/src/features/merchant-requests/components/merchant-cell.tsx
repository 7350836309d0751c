import type { RequestMerchant } from '../types';

export const merchantName = (merchant: RequestMerchant) =>
  merchant.businessName ||
  `${merchant.firstName} ${merchant.lastName}`.trim() ||
  merchant.username ||
  'A merchant';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/** The other merchant of a request: picture (or initials), business name and @username. */
export function MerchantCell({ merchant }: { merchant: RequestMerchant }) {
  const name = merchantName(merchant);
  return (
    <span className="flex min-w-0 items-center gap-3">
      {merchant.image ? (
        <img src={merchant.image} alt="" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
        >
          {initials(name)}
        </span>
      )}
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{name}</span>
        {merchant.username ? (
          <span className="block truncate text-xs text-slate-600">@{merchant.username}</span>
        ) : null}
      </span>
    </span>
  );
}
