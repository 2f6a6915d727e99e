// Share Route dialog (SPEC §2): a read-only link to this page and route, copied with one click, and a QR code of
// it so a booth visitor can take the route to their phone. The link carries the route's stops when they fit.
import { CloseButton, Dialog, IconButton, Portal, Spinner } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { afterDatabase } from '../data/ready.ts';

const loadBody = () => afterDatabase(() => import('./ShareBody.tsx'));
const ShareBody = lazy(async () => ({ default: (await loadBody()).ShareBody }));

export function ShareRouteDialog() {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) setHref(window.location.href);
        setOpen(e.open);
      }}
    >
      <Dialog.Trigger asChild>
        {/* Pointing at the button starts loading the dialog's content, so it is there when it opens. */}
        <IconButton aria-label="Share route" variant="ghost" size={{ base: 'md', md: 'sm' }} onPointerEnter={() => void loadBody()} onFocus={() => void loadBody()}>
          <Share2 />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>Share Route</Dialog.Title>
              <Dialog.Description>Share this link to let others view this route</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {open && (
                <Suspense fallback={<Spinner aria-label="Preparing the link" />}>
                  <ShareBody href={href} onCopied={() => setOpen(false)} />
                </Suspense>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
