import { useSearchParams } from 'react-router';

export type MessagesTab = 'chats' | 'helpdesk';

const positive = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);

/**
 * The /message screen's state, in the URL so notifications can link to it: the tab, the open
 * conversation (?conversation=) or helpdesk ticket (?ticket=, which implies the helpdesk tab), and the
 * pages of the helpdesk's two lists.
 */
export function useMessageParams() {
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('conversation');
  const ticketId = params.get('ticket');
  const tab: MessagesTab = ticketId || params.get('tab') === 'helpdesk' ? 'helpdesk' : 'chats';

  const update = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return {
    tab,
    conversationId,
    ticketId,
    ticketsPage: positive(params.get('page')),
    historyPage: positive(params.get('history')),
    setTab: (next: MessagesTab) =>
      update({
        tab: next === 'chats' ? null : next,
        conversation: null,
        ticket: null,
        page: null,
        history: null,
      }),
    openConversation: (id: string) => update({ conversation: id }),
    closeConversation: () => update({ conversation: null }),
    openTicket: (id: string) => update({ tab: 'helpdesk', ticket: id }),
    closeTicket: () => update({ ticket: null }),
    setTicketsPage: (page: number) => update({ page: page <= 1 ? null : String(page) }),
    setHistoryPage: (page: number) => update({ history: page <= 1 ? null : String(page) }),
  };
}
