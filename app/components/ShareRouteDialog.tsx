// Share Route dialog (SPEC §2): a read-only link to this page and route, copied with one click.
import { Button, CloseButton, Dialog, HStack, IconButton, Input, Portal } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { shareLink } from './share-link.ts';
import { notify } from './toaster.tsx';

export function ShareRouteDialog({ routeId }: { routeId: number | null }) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', 'Link Copied', 'The route link has been copied to your clipboard');
      setOpen(false);
    } catch {
      notify('error', 'Error', 'Failed to copy the link to clipboard');
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) setLink(shareLink(window.location.href, routeId));
        setOpen(e.open);
      }}
    >
      <Dialog.Trigger asChild>
        <IconButton aria-label="Share route" variant="ghost" size="sm">
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
              <HStack>
                <Input readOnly value={link} aria-label="Route link" onFocus={(e) => e.currentTarget.select()} />
                <Button onClick={copy}>Copy</Button>
              </HStack>
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
