// The Offline regions dialog itself (DeviceRegions.tsx is its button), loaded on its first open: the regions this
// server offers and those stored on the device, each to download, update or delete, one download at a time.
import { Badge, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DevicePack } from '../../service/contract/device-packs.ts';
import { devicePackIndexUrl, getDevicePackIndex } from '../api/device-packs.ts';
import { formatBytes } from '../pwa/tile-list.ts';
import { keepOnDevice, reloadDeviceEngine } from './device-engine.ts';
import { cancelKeeping } from './keep-region.ts';
import { useKeepRegion } from './keep-state.ts';
import { deletePack, listStoredPacks, openPackCache, PackDownloadError, type DownloadProgress, type StoredPack } from './pack-store.ts';
import { DialogFrame } from '../components/DialogFrame.tsx';
import type { DialogOnDemand } from '../components/dialog-on-demand.ts';
import { Button } from '../components/Button.tsx';
import { ProgressBar } from '../components/ProgressBar.tsx';

type Job = { id: string; progress: DownloadProgress; abort: AbortController };

function useDeviceRegions(open: boolean) {
  const [offered, setOffered] = useState<DevicePack[] | null>(null);
  const [stored, setStored] = useState<StoredPack[]>([]);
  const [job, setJob] = useState<Job | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const jobRef = useRef<Job | null>(null);

  const refresh = useCallback(async () => setStored(await listStoredPacks(await openPackCache())), []);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void refresh();
    getDevicePackIndex(controller.signal).then(
      (index) => setOffered(index.packs),
      () => setOffered([]),
    );
    return () => {
      controller.abort();
      jobRef.current?.abort.abort();
    };
  }, [open, refresh]);

  async function download(pack: DevicePack) {
    const next: Job = { id: pack.id, progress: { received: 0, total: pack.bytes }, abort: new AbortController() };
    jobRef.current = next;
    setJob(next);
    setMessage(null);
    try {
      await keepOnDevice(pack, devicePackIndexUrl(), {
        signal: next.abort.signal,
        onProgress: (progress) => setJob({ ...next, progress }),
      });
      setMessage(`${pack.name} is available offline on this device`);
    } catch (error) {
      if (next.abort.signal.aborted) setMessage(`Download of ${pack.name} cancelled`);
      else setMessage(error instanceof PackDownloadError ? error.message : `The download of ${pack.name} failed: try again`);
    } finally {
      jobRef.current = null;
      setJob(null);
      await refresh();
    }
  }

  async function remove(pack: StoredPack) {
    await deletePack(await openPackCache(), pack.id);
    await reloadDeviceEngine();
    setMessage(`${pack.name} was deleted from this device`);
    await refresh();
  }

  // Offered and stored in one list: a stored region the server no longer lists can still be deleted.
  const rows = [...(offered ?? []), ...stored.filter((s) => !offered?.some((o) => o.id === s.id))];
  return { rows, offered, stored, job, message, download, remove, cancel: () => jobRef.current?.abort.abort() };
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: DialogOnDemand['ids'];
}

export function DeviceRegionsDialog({ open, onOpenChange, ids }: Props) {
  const { rows, offered, stored, job: ownJob, message, download, remove, cancel: cancelOwn } = useDeviceRegions(open);
  const keeping = useKeepRegion();
  // The first use's download counts as a running job here too: one download at a time.
  const job = ownJob ?? (keeping.kind === 'downloading' ? { id: keeping.pack.id, progress: keeping.progress, abort: new AbortController() } : null);
  const cancel = ownJob ? cancelOwn : cancelKeeping;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size={{ base: 'full', md: 'md' }} ids={ids} lazyMount unmountOnExit>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>Offline regions on this device</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              A region kept on this device answers routes, optimization, the matrix, geocoding, search and traffic with no network at all. Walking and
              cycling routes still need the network.
            </Text>
            {offered === null && <Text fontSize="sm">Loading the regions…</Text>}
            {offered !== null && rows.length === 0 && <Text fontSize="sm">No offline regions are offered here, and none is stored on this device.</Text>}
            {rows.map((pack) => {
              const have = stored.find((s) => s.id === pack.id);
              const offer = offered?.find((o) => o.id === pack.id);
              const running = job?.id === pack.id ? job : null;
              const outdated = have && offer && have.sha256 !== offer.sha256;
              return (
                <Stack key={pack.id} gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid={`device-region-${pack.id}`}>
                  <HStack justify="space-between" wrap="wrap">
                    <Text fontWeight="semibold">{pack.name}</Text>
                    {have ? <Badge colorPalette="green">{outdated ? 'Stored · update available' : 'Stored on this device'}</Badge> : <Badge>Not stored</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {formatBytes(pack.bytes)} download · {formatBytes(pack.rawBytes)} on the device{pack.dataDate ? ` · data of ${pack.dataDate.slice(0, 10)}` : ''}
                  </Text>
                  {running ? (
                    <HStack>
                      <ProgressBar style={{ flex: 1 }} value={(running.progress.received / running.progress.total) * 100} label={`Downloading ${pack.name}`} />
                      <Text fontSize="sm" minW="24" textAlign="end">
                        {formatBytes(running.progress.received)} of {formatBytes(running.progress.total)}
                      </Text>
                      <Button size="sm" variant="outline" onClick={cancel}>
                        Cancel
                      </Button>
                    </HStack>
                  ) : (
                    <HStack>
                      {offer && (!have || outdated) && (
                        <Button size="sm" disabled={job !== null} onClick={() => void download(offer)}>
                          {have ? 'Update' : 'Make this region available offline'}
                        </Button>
                      )}
                      {have && (
                        <Button size="sm" variant="outline" colorPalette="red" disabled={job !== null} onClick={() => void remove(have)}>
                          Delete
                        </Button>
                      )}
                    </HStack>
                  )}
                </Stack>
              );
            })}
            {message && (
              <Text role="status" fontSize="sm">
                {message}
              </Text>
            )}
          </Stack>
        </Dialog.Body>
      </DialogFrame>
    </Dialog.Root>
  );
}
