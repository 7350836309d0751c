import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailAttachment, OutgoingMessage } from './mailer.ts';

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** One paragraph of the text: escaped, its addresses made links, its single line breaks kept. */
function paragraph(block: string): string {
  let html = '';
  let last = 0;
  for (const match of block.matchAll(LINK)) {
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(block.slice(last, match.index))}<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(block.slice(last));
  return `<p>${html.replace(/\n/g, '<br>\n')}</p>`;
}

/**
 * The HTML part of an email: its text, paragraph for paragraph, with every address a link. Written from
 * the text, so the two parts of the multipart/alternative never say different things.
 */
export function htmlOf(message: Pick<OutgoingMessage, 'subject' | 'text' | 'html'>): string {
  if (message.html) return message.html;
  const body = message.text
    .trim()
    .split(/\n{2,}/)
    .map(paragraph)
    .join('\n');
  const title = escapeHtml(message.subject ?? '');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>\n${body}\n</body></html>`;
}

/** What the outbox records of each attachment: its name, type and size, never its bytes. */
export const attachmentSummary = (attachments: MailAttachment[] = []) =>
  attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length }));
