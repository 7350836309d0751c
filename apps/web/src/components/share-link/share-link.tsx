import { Copy, Mail, MessageCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { EmailLinkDialog } from './email-link-dialog';

/**
 * A wa.me click-to-chat link that opens WhatsApp with `text` as an editable draft, in a chat with `phone`
 * when given (international digits only: a Nigerian 0803… becomes 234803…), else with a chat to pick.
 * Format: https://www.walinktool.com/blog/wa-me-link-format-explained
 */
export function whatsAppShareUrl(text: string, phone?: string) {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^0/, '234');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/**
 * A link for the buyer, shown to select, with "Share on WhatsApp" (`whatsappUrl`: a wa.me link carrying
 * it), "Copy link" and "Send by email" (to `email` when the buyer's is known, editable); `children` add
 * the caller's own actions (revoke…).
 */
export function ShareLink({
  url,
  whatsappUrl,
  email,
  label = 'Link for the buyer',
  size,
  children,
}: {
  url: string;
  whatsappUrl: string;
  email?: string;
  label?: string;
  size?: 'sm';
  children?: ReactNode;
}) {
  const [emailing, setEmailing] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => toast.success('Link copied'),
      () => toast.error('Could not copy the link'),
    );
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <input
        aria-label={label}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="h-10 min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-800"
      />
      <div className="flex flex-wrap gap-2">
        <a className={buttonStyles({ size })} href={whatsappUrl} target="_blank" rel="noreferrer">
          <MessageCircle aria-hidden="true" className="size-4" />
          Share on WhatsApp
        </a>
        <Button size={size} variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        <Button size={size} variant="secondary" onClick={() => setEmailing(true)}>
          <Mail aria-hidden="true" className="size-4" />
          Send by email
        </Button>
        {children}
      </div>
      {emailing ? <EmailLinkDialog url={url} email={email} onClose={() => setEmailing(false)} /> : null}
    </div>
  );
}
