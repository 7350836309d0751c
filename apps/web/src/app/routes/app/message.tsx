import { LoadingState } from '@/components/ui/spinner';
import { useProfile } from '@/lib/session/use-profile';
import { MessagesScreen } from '@/features/messages/components/messages-screen';

/** /message: the signed-in merchant's chats and helpdesk. */
export function MessageRoute() {
  const { data: profile } = useProfile();
  return profile ? <MessagesScreen userId={profile.id} email={profile.email} /> : <LoadingState />;
}
