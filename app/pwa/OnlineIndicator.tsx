// Header badge: whether provider calls can reach the network right now.
import { Badge } from '@chakra-ui/react';
import { Wifi, WifiOff } from 'lucide-react';
import { Tooltip } from '../components/Tooltip.tsx';
import { useOnline } from './pwa-state.ts';

export function OnlineIndicator() {
  const online = useOnline();
  return (
    <Tooltip content={online ? 'Online: live answers' : 'Offline: saved answers and on-device data only'}>
      <Badge colorPalette={online ? 'green' : 'orange'} variant="subtle" aria-live="polite" data-testid="online-indicator">
        {online ? <Wifi size={12} /> : <WifiOff size={12} />}
        {online ? 'Online' : 'Offline'}
      </Badge>
    </Tooltip>
  );
}
