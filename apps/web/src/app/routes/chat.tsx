import { useParams } from 'react-router';
import { GuestChat } from '@/features/messaging/components/guest-chat';

/** /chat/:token — a buyer's conversation from their emailed link; public, outside the dashboard. */
export function ChatRoute() {
  const { token = '' } = useParams();
  return <GuestChat key={token} token={token} />;
}
