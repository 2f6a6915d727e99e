// Share Route dialog (SPEC §2): a read-only link to this page and route, copied with one click, and a QR code of
// it so a booth visitor can take the route to their phone. The link carries the route's stops when they fit.
// Its button is here from the first paint; reaching for it loads the dialog and its content (on-intent.ts), so
// they are there when it opens.
import { Share2 } from 'lucide-react';
import { afterDatabase } from '../data/ready.ts';
import { useOnIntent } from './on-intent.ts';
import { IconButton } from './Button.tsx';

export const loadShareBody = () => afterDatabase(() => import('./ShareBody.tsx'));

const loadControl = async () => {
  void loadShareBody();
  return (await import('./ShareDialogControl.tsx')).ShareDialogControl;
};

export function ShareRouteDialog() {
  const { control, standIn } = useOnIntent(loadControl);
  if (control) return <control.value handoff={control.handoff} />;
  return (
    <IconButton {...standIn} aria-label="Share route" aria-haspopup="dialog" aria-expanded={false} variant="ghost" size={{ base: 'md', md: 'sm' }}>
      <Share2 />
    </IconButton>
  );
}
