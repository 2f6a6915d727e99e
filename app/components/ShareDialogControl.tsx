// The Share Route dialog itself (SPEC §2), loaded when the visitor reaches for its button (ShareRouteDialog.tsx).
import { Dialog, Spinner } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useHandoff, type Handoff } from './on-intent.ts';
import { loadShareBody } from './ShareRouteDialog.tsx';
import { DialogFrame } from './DialogFrame.tsx';
import { IconButton } from './Button.tsx';

const ShareBody = lazy(async () => ({ default: (await loadShareBody()).ShareBody }));

export function ShareDialogControl({ handoff }: { handoff: Handoff }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const trigger = useHandoff(handoff);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) setHref(window.location.href);
        setOpen(e.open);
      }}
    >
      <Dialog.Trigger asChild>
        <IconButton ref={trigger} aria-label="Share route" variant="ghost" size={{ base: 'md', md: 'sm' }}>
          <Share2 />
        </IconButton>
      </Dialog.Trigger>
      <DialogFrame>
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
      </DialogFrame>
    </Dialog.Root>
  );
}
