// Hands a stop or the whole route to a navigation app: a link that opens the device's maps app, and a QR code of
// the same directions for a phone. At a kiosk there is no way out of the app, so the QR code is the only hand-off.
// The dialog's code (its machine and the QR encoder) loads when the visitor reaches for the button, not with the
// planner: every stop row and the route have one.
import { Suspense, cloneElement, lazy, useState, type ReactElement } from 'react';
import { useDialogOnDemand } from '../../components/dialog-on-demand.ts';

const loadDirections = () => import('./NavigateDirections.tsx');
const NavigateDirections = lazy(async () => ({ default: (await loadDirections()).NavigateDirections }));
const preload = () => void loadDirections();

interface Props {
  /** The button that opens the dialog. */
  trigger: ReactElement<Record<string, unknown>>;
  title: string;
  /** Opens the maps app of this device. */
  link: string;
  /** What a phone opens when it scans the code: a web link every phone can follow. */
  qr: string;
  note?: string;
}

export function NavigateDialog({ trigger, title, link, qr, note }: Props) {
  const [open, setOpen] = useState(false);
  const dialog = useDialogOnDemand(open, setOpen, preload);
  return (
    <>
      {cloneElement(trigger, dialog.triggerProps)}
      {dialog.made && (
        <Suspense fallback={null}>
          <NavigateDirections open={open} onOpenChange={setOpen} ids={dialog.ids} title={title} link={link} qr={qr} note={note} />
        </Suspense>
      )}
    </>
  );
}
