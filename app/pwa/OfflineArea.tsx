// 'Save this area offline': pre-fetches the map tiles of the current view for chosen zooms into the service
// worker's tile cache (SaveAreaDialog.tsx). Pages mount this button next to a map; the dialog's code loads when the
// visitor reaches for it.
import { Download } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { Extent } from './tile-list.ts';
import { useDialogOnDemand } from '../components/dialog-on-demand.ts';
import { Button } from '../components/Button.tsx';

const loadDialog = () => import('./SaveAreaDialog.tsx');
const SaveAreaDialog = lazy(async () => ({ default: (await loadDialog()).SaveAreaDialog }));
const preload = () => void loadDialog();

export function SaveAreaOffline({ getExtent }: { getExtent: () => Extent | null }) {
  const [open, setOpen] = useState(false);
  const dialog = useDialogOnDemand(open, setOpen, preload);
  return (
    <>
      <Button variant="outline" size="sm" {...dialog.triggerProps}>
        <Download /> Save this area offline
      </Button>
      {dialog.made && (
        <Suspense fallback={null}>
          <SaveAreaDialog getExtent={getExtent} open={open} onOpenChange={setOpen} ids={dialog.ids} />
        </Suspense>
      )}
    </>
  );
}
