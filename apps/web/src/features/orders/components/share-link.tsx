import { Copy, MessageCircle } from 'lucide-react';
import { Button, buttonStyles } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/**
 * A wa.me click-to-chat link that opens WhatsApp with `text` as an editable draft, in a chat with `phone`
 * when given (international digits only: a Nigerian 0803… becomes 234803…), else with a chat to pick.
 * Format: https://www.walinktool.com/blog/wa-me-link-format-explained
 */
export function whatsAppShareUrl(text: string, phone?: string) {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^0/, '234');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A link for the buyer, with "Copy link" and "Share on WhatsApp". */
export function ShareLink({ url, message, phone }: { url: string; message: string; phone?: string }) {
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-all text-slate-900">
        {url}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        <a
          href={whatsAppShareUrl(`${message} ${url}`, phone)}
          target="_blank"
          rel="noreferrer"
          className={buttonStyles()}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Share on WhatsApp
        </a>
      </div>
    </div>
  );
}
