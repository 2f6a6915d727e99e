// The faint gear that opens the staff's settings panel, in the footer beside the copyright line (the other staff
// corner: five taps there leave kiosk mode). There it covers nothing a visitor uses and takes no room in the
// header; a gear floating over the page sat on the planner's first stop.
import { Settings } from 'lucide-react';
import { setKioskPanelOpen, useKioskState } from './kiosk-store.ts';
import { IconButton } from '../components/Button.tsx';

export const KIOSK_GEAR_ID = 'kiosk-gear';

export function KioskGear() {
  const { on, panelOpen } = useKioskState();
  if (!on) return null;
  return (
    <IconButton
      id={KIOSK_GEAR_ID}
      aria-label="Kiosk settings"
      aria-haspopup="dialog"
      aria-expanded={panelOpen}
      variant="ghost"
      size="sm"
      style={{ opacity: 0.35 }}
      onClick={() => setKioskPanelOpen(true)}
    >
      <Settings />
    </IconButton>
  );
}
