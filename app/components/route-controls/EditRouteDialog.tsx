// Edit Route dialog (SPEC §2): rename the current route; Save waits for a non-blank name.
import { Dialog, Input } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { renameRoute } from '../../data/hooks.ts';
import type { Route } from '../../data/hooks.ts';
import { notify } from '../toaster.tsx';
import { Tooltip } from '../Tooltip.tsx';
import { DialogFrame } from '../DialogFrame.tsx';
import { useDialogOnDemand } from '../dialog-on-demand.ts';
import { Button, IconButton } from '../Button.tsx';

export function EditRouteDialog({ route }: { route: Route | null }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();
  const openChange = (next: boolean) => {
    if (next) setName(route?.name ?? '');
    setOpen(next);
  };
  const dialog = useDialogOnDemand(open, openChange);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!route || trimmed === '') return;
    setSaving(true);
    try {
      await renameRoute(route.id, trimmed);
      notify('success', 'Route Updated', 'The route name has been updated');
      setOpen(false);
    } catch {
      notify('error', 'Error', 'Failed to update route name');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Tooltip content="Edit route name">
        <IconButton aria-label="Edit route name" variant="ghost" size={{ base: 'md', md: 'sm' }} disabled={!route} {...dialog.triggerProps}>
          <Pencil />
        </IconButton>
      </Tooltip>
      {dialog.made && (
        <Dialog.Root open={open} onOpenChange={(e) => openChange(e.open)} ids={dialog.ids} lazyMount unmountOnExit>
          <DialogFrame as="form" onSubmit={save}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>Edit Route</Dialog.Title>
              <Dialog.Description>Change the name of this route</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <Input
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder="Enter route name"
                aria-label="Route name"
                maxLength={200}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" type="button">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" disabled={trimmed === ''} loading={saving}>
                Save
              </Button>
            </Dialog.Footer>
          </DialogFrame>
        </Dialog.Root>
      )}
    </>
  );
}
