import { useParams } from 'react-router';
import { MeetingRoom } from '@/features/calendar/components/meeting-room';

/** Public: the buyer and the merchant open it from an online booking's meeting link. */
export function MeetingRoomRoute() {
  return <MeetingRoom roomId={useParams().roomId ?? ''} />;
}
