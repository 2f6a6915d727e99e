// The Clear All Stops question itself (ClearStopsDialog.tsx is its button), loaded on its first open.
import { Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import type { DialogOnDemand } from '../../components/dialog-on-demand.ts';
import { Button } from '../../components/Button.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: DialogOnDemand['ids'];
  onConfirm: () => Promise<void>;
}

export function ClearStopsConfirm({ open, onOpenChange, ids, onConfirm }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} role="alertdialog" ids={ids} lazyMount unmountOnExit>
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
              onOpenChange(false);
            }}
          >
            Yes, clear all
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}
