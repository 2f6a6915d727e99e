// SPEC §5: clearing all stops asks first. This is the button; the question (ClearStopsConfirm.tsx) loads when the
// visitor reaches for it.
import { Suspense, lazy, useState } from 'react';
import { useDialogOnDemand } from '../../components/dialog-on-demand.ts';
import { Button } from '../../components/Button.tsx';

const loadConfirm = () => import('./ClearStopsConfirm.tsx');
const ClearStopsConfirm = lazy(async () => ({ default: (await loadConfirm()).ClearStopsConfirm }));
const preload = () => void loadConfirm();

export function ClearStopsDialog({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const dialog = useDialogOnDemand(open, setOpen, preload);
  return (
    <>
      <Button size={{ base: 'md', md: 'sm' }} variant="outline" colorPalette="red" disabled={disabled} {...dialog.triggerProps}>
        Clear
      </Button>
      {dialog.made && (
        <Suspense fallback={null}>
          <ClearStopsConfirm open={open} onOpenChange={setOpen} ids={dialog.ids} onConfirm={onConfirm} />
        </Suspense>
      )}
    </>
  );
}
