import { LoadingState } from '@/components/ui/spinner';
import { useProfile } from '@/lib/session/use-profile';
import { MessagingScreen } from '@/features/messaging/components/messaging-screen';

/** /message: the signed-in merchant's chats and helpdesk. */
export function MessageRoute() {
  const { data: profile } = useProfile();
  return profile ? <MessagingScreen userId={profile.id} email={profile.email} /> : <LoadingState />;
}
