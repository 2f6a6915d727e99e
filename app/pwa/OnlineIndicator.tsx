// Header badge: whether provider calls can reach the network right now. What that means is the badge's title (a
// native hint, no tooltip machinery in every page's first load) and, for screen readers, words after its label.
import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { Wifi, WifiOff } from 'lucide-react';
import { useOnline } from './pwa-state.ts';

const MEANING = { online: 'live answers', offline: 'saved answers and on-device data only' };

export function OnlineIndicator() {
  const online = useOnline();
  const meaning = online ? MEANING.online : MEANING.offline;
  return (
    <Badge colorPalette={online ? 'green' : 'orange'} variant="subtle" aria-live="polite" title={`${online ? 'Online' : 'Offline'}: ${meaning}`} data-testid="online-indicator">
      {online ? <Wifi size={12} aria-hidden /> : <WifiOff size={12} aria-hidden />}
      {online ? 'Online' : 'Offline'}
      <VisuallyHidden>: {meaning}</VisuallyHidden>
    </Badge>
  );
}
