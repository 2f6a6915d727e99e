// Edit Route dialog (SPEC §2): rename the current route; Save waits for a non-blank name. This is its button; the
// dialog (EditRouteForm.tsx) loads when the visitor reaches for it: its machine, portal and focus trap are not part
// of the first load of every page with a route.
import { Pencil } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { Route } from '../../data/hooks.ts';
import { Tooltip } from '../Tooltip.tsx';
import { useDialogOnDemand } from '../dialog-on-demand.ts';
import { IconButton } from '../Button.tsx';

const loadForm = () => import('./EditRouteForm.tsx');
const EditRouteForm = lazy(async () => ({ default: (await loadForm()).EditRouteForm }));
const preload = () => void loadForm();

export function EditRouteDialog({ route }: { route: Route | null }) {
  const [open, setOpen] = useState(false);
  // Each open makes the form afresh (its key), from the route's name at that moment.
  const [opens, setOpens] = useState(0);
  const dialog = useDialogOnDemand(open, (next) => {
    if (next) setOpens((n) => n + 1);
    setOpen(next);
  }, preload);
  return (
    <>
      <Tooltip content="Edit route name">
        <IconButton aria-label="Edit route name" variant="ghost" size={{ base: 'md', md: 'sm' }} disabled={!route} {...dialog.triggerProps}>
          <Pencil />
        </IconButton>
      </Tooltip>
      {dialog.made && route && (
        <Suspense fallback={null}>
          <EditRouteForm key={opens} route={route} open={open} onOpenChange={setOpen} ids={dialog.ids} />
        </Suspense>
      )}
    </>
  );
}
