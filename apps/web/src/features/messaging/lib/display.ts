import { format, isToday, isValid, isYesterday } from 'date-fns';
import { formatLongDate } from '@/lib/dates';
import type { Conversation } from '../types';

export const SUPPORT_NAME = 'Oja Support';

/** Who the merchant is talking to: support, or the buyer's name, else their email. */
export const conversationTitle = (conversation: Pick<Conversation, 'kind' | 'buyerName' | 'buyerEmail'>) =>
  conversation.kind === 'support'
    ? SUPPORT_NAME
    : conversation.buyerName || conversation.buyerEmail || 'Buyer';

export const initials = (name: string) =>
  name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

const toDate = (value: string) => {
  const date = new Date(value);
  return isValid(date) ? date : null;
};

/** '14:05' for a message's own time. */
export const messageTime = (value: string) => {
  const date = toDate(value);
  return date ? format(date, 'HH:mm') : '';
};

/** The day separator of a thread: 'Today', 'Yesterday' or '05 March 2026'. */
export const dayLabel = (value: string) => {
  const date = toDate(value);
  if (!date) return '';
  if (isToday(date)) return 'Today';
  if (isYesterday(date)) return 'Yesterday';
  return formatLongDate(date);
};

/** The list's short time: '14:05' today, 'Yesterday', else '05 Mar'. */
export const listTime = (value: string | null) => {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  if (isToday(date)) return format(date, 'HH:mm');
  if (isYesterday(date)) return 'Yesterday';
  return format(date, 'dd MMM');
};
