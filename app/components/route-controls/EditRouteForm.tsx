// The Edit Route dialog itself (EditRouteDialog.tsx is its button), loaded on its first open.
import { Dialog, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { renameRoute } from '../../data/hooks.ts';
import type { Route } from '../../data/hooks.ts';
import { notify } from '../toaster.tsx';
import { DialogFrame } from '../DialogFrame.tsx';
import type { DialogOnDemand } from '../dialog-on-demand.ts';
import { Button } from '../Button.tsx';

interface Props {
  route: Route;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: DialogOnDemand['ids'];
}

export function EditRouteForm({ route, open, onOpenChange, ids }: Props) {
  const [name, setName] = useState(route.name);
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (trimmed === '') return;
    setSaving(true);
    try {
      await renameRoute(route.id, trimmed);
      notify('success', 'Route Updated', 'The route name has been updated');
      onOpenChange(false);
    } catch {
      notify('error', 'Error', 'Failed to update route name');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} ids={ids} lazyMount unmountOnExit>
      <DialogFrame as="form" onSubmit={save}>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>Edit Route</Dialog.Title>
          <Dialog.Description>Change the name of this route</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Enter route name" aria-label="Route name" maxLength={200} />
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
  );
}
