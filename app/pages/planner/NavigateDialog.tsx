// Hands a stop or the whole route to a navigation app: a link that opens the device's maps app, and a QR code of
// the same directions for a phone. At a kiosk there is no way out of the app, so the QR code is the only hand-off.
import { Dialog, QrCode, Stack, Text } from '@chakra-ui/react';
import { Navigation } from 'lucide-react';
import { cloneElement, useState, type ReactElement } from 'react';
import { useKioskState } from '../../kiosk/kiosk-store.ts';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { useDialogOnDemand } from '../../components/dialog-on-demand.ts';
import { buttonLook } from '../../components/Button.tsx';

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
  const dialog = useDialogOnDemand(open, setOpen);
  const kiosk = useKioskState().on;
  return (
    <>
      {cloneElement(trigger, dialog.triggerProps)}
      {dialog.made && (
        <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} ids={dialog.ids} lazyMount unmountOnExit>
          <DialogFrame>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4" align="center">
                {!kiosk && (
                  <a className="button" {...buttonLook({})} style={{ alignSelf: 'stretch' }} href={link} target="_blank" rel="noopener noreferrer">
                    <Navigation /> Open in Maps
                  </a>
                )}
                <QrCode.Root value={qr} encoding={{ ecc: 'L' }} size="xl" role="img" aria-label="QR code of the directions" data-testid="navigate-qr">
                  <QrCode.Frame bg="white" p="2">
                    <QrCode.Pattern color="black" />
                  </QrCode.Frame>
                </QrCode.Root>
                <Text fontSize="sm" color="fg.muted" textAlign="center">
                  {kiosk ? 'Scan the code with your phone to open the directions in its maps app.' : 'Or scan the code with a phone to take the directions along.'}
                </Text>
                {note && (
                  <Text fontSize="sm" textAlign="center" data-testid="navigate-note">
                    {note}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
          </DialogFrame>
        </Dialog.Root>
      )}
    </>
  );
}
