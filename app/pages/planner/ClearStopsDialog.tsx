// SPEC §5: clearing all stops asks first.
import { Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { useDialogOnDemand } from '../../components/dialog-on-demand.ts';
import { Button } from '../../components/Button.tsx';

export function ClearStopsDialog({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const dialog = useDialogOnDemand(open, setOpen);
  return (
    <>
      <Button size={{ base: 'md', md: 'sm' }} variant="outline" colorPalette="red" disabled={disabled} {...dialog.triggerProps}>
        Clear
      </Button>
      {dialog.made && (
        <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog" ids={dialog.ids} lazyMount unmountOnExit>
          <DialogFrame closable={false}>
            <Dialog.Header>
              <Dialog.Title>Clear All Stops</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Are you sure you want to delete all of the stops? This action cannot be undone.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  await onConfirm();
                  setBusy(false);
                  setOpen(false);
                }}
              >
                Yes, clear all
              </Button>
            </Dialog.Footer>
          </DialogFrame>
        </Dialog.Root>
      )}
    </>
  );
}
