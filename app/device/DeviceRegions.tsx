// 'Make this region available offline': the regions this server offers for the device, with their size, a
// download with progress and Cancel, and Delete; what is stored lets every page answer with no network at all.
import { HardDriveDownload } from 'lucide-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { KeepRegionCard } from './KeepRegionCard.tsx';
import { keepOnFirstUse } from './keep-region.ts';
import { useDialogOnDemand } from '../components/dialog-on-demand.ts';
import { IconButton } from '../components/Button.tsx';

// The dialog's code loads when the visitor reaches for its button, not with every page that has a map.
const loadDialog = () => import('./DeviceRegionsDialog.tsx');
const DeviceRegionsDialog = lazy(async () => ({ default: (await loadDialog()).DeviceRegionsDialog }));
const preload = () => void loadDialog();

/** `regionInView`: the id of the region the map shows, which the first use of a map keeps on the device. */
export function DeviceRegions({ regionInView = null }: { regionInView?: string | null }) {
  const [open, setOpen] = useState(false);
  const dialog = useDialogOnDemand(open, setOpen, preload);
  useEffect(() => {
    // Only once the map says which region it shows (none: the view is outside every region).
    if (regionInView === null) return;
    void keepOnFirstUse(regionInView).catch((error: unknown) => console.warn('Keeping the region failed', error));
  }, [regionInView]);

  return (
    <>
      <KeepRegionCard />
      <IconButton
        aria-label="Offline regions on this device"
        title="Offline regions on this device"
        size={{ base: 'md', md: 'sm' }}
        variant="outline"
        style={{ background: 'var(--chakra-colors-bg-panel)', boxShadow: 'var(--chakra-shadows-sm)' }}
        {...dialog.triggerProps}
      >
        <HardDriveDownload aria-hidden />
      </IconButton>
      {dialog.made && (
        <Suspense fallback={null}>
          <DeviceRegionsDialog open={open} onOpenChange={setOpen} ids={dialog.ids} />
        </Suspense>
      )}
    </>
  );
}
