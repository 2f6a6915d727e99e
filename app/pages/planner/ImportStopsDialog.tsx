// 'Import stops' (SPEC §5): a CSV or GPX file of stops, checked before anything is added. This is the button; the
// dialog (ImportStopsForm.tsx) loads when the visitor reaches for it, and is made afresh at each open.
import { FileUp } from 'lucide-react';
import { Suspense, lazy, memo, useState } from 'react';
import type { ImportProps } from './ImportStopsForm.tsx';
import { useDialogOnDemand } from '../../components/dialog-on-demand.ts';
import { Button } from '../../components/Button.tsx';

const loadForm = () => import('./ImportStopsForm.tsx');
const ImportStopsForm = lazy(async () => ({ default: (await loadForm()).ImportStopsForm }));
const preload = () => void loadForm();

// Memoized: the planner page renders often (each stop read, each answer) and this part seldom changes.
export const ImportStopsDialog = memo(function ImportStopsDialog(props: ImportProps) {
  const [open, setOpen] = useState(false);
  const [opens, setOpens] = useState(0);
  const dialog = useDialogOnDemand(
    open,
    (next) => {
      if (next) setOpens((n) => n + 1);
      setOpen(next);
    },
    preload,
  );
  return (
    <>
      <Button variant="outline" size={{ base: 'md', md: 'sm' }} style={{ marginTop: 'var(--chakra-spacing-3)' }} {...dialog.triggerProps}>
        <FileUp /> Import stops
      </Button>
      {dialog.made && (
        <Suspense fallback={null}>
          <ImportStopsForm key={opens} {...props} open={open} onOpenChange={setOpen} ids={dialog.ids} />
        </Suspense>
      )}
    </>
  );
});
