// The navigate dialog itself (NavigateDialog.tsx), loaded on its first open: the link to the device's maps app and
// a QR code of the same directions.
import { Dialog, QrCode, Stack, Text } from '@chakra-ui/react';
import { Navigation } from 'lucide-react';
import { useKioskState } from '../../kiosk/kiosk-store.ts';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { buttonLook } from '../../components/Button.tsx';
import type { DialogOnDemand } from '../../components/dialog-on-demand.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: DialogOnDemand['ids'];
  title: string;
  link: string;
  qr: string;
  note?: string;
}

export function NavigateDirections({ open, onOpenChange, ids, title, link, qr, note }: Props) {
  const kiosk = useKioskState().on;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} ids={ids} lazyMount unmountOnExit>
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
  );
}
