// The 'Save this area offline' dialog itself (OfflineArea.tsx is its button), loaded on its first open: it
// pre-fetches the map tiles of the current view for chosen zooms into the service worker's tile cache, with a
// count, a size estimate, progress and Cancel.
import { Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { PlainSelect } from '../components/PlainSelect.tsx';
import { useRef, useState } from 'react';
import { TILE_CACHE, TILE_CACHE_MAX_ENTRIES } from '../../sw/tile-cache.ts';
import { useMapConfig } from '../map/useMapConfig.ts';
import { OFFLINE_MESSAGE } from '../data/client.ts';
import { useOnline } from './pwa-state.ts';
import { saveTiles, type SaveProgress } from './save-tiles.ts';
import { AVERAGE_TILE_BYTES, countTiles, formatBytes, listTiles, tileUrl, zoomRange, type Extent } from './tile-list.ts';
import { DialogFrame } from '../components/DialogFrame.tsx';
import type { DialogOnDemand } from '../components/dialog-on-demand.ts';
import { Button } from '../components/Button.tsx';
import { ProgressBar } from '../components/ProgressBar.tsx';

const DEFAULT_TEMPLATE = '/tiles/map/{z}/{x}/{y}';
/** Leaves room in the tile cache for the tiles the visitor browses. */
export const MAX_AREA_TILES = Math.floor(TILE_CACHE_MAX_ENTRIES * 0.75);

interface Props {
  getExtent: () => Extent | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: DialogOnDemand['ids'];
}

type Run = { state: 'idle' } | { state: 'saving'; progress: SaveProgress } | { state: 'done' | 'cancelled'; progress: SaveProgress };

export function SaveAreaDialog({ getExtent, open, onOpenChange, ids }: Props) {
  const { config } = useMapConfig();
  const style = config?.styles.find((s) => s.id === 'map');
  const minZoom = style?.minZoom ?? 0;
  const maxZoom = style?.maxZoom ?? 18;
  const template = style?.tileUrl ?? DEFAULT_TEMPLATE;
  const online = useOnline();

  const [from, setFrom] = useState(12);
  const [to, setTo] = useState(15);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // Each open takes the map's view at that moment and starts a new run (React's way to adjust state to a prop).
  const [extent, setExtent] = useState<Extent | null>(() => getExtent());
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setExtent(getExtent());
      setRun({ state: 'idle' });
    }
  }

  const zooms = zoomRange(from, to, minZoom, maxZoom);
  const count = extent ? countTiles(extent, zooms) : 0;
  const tooMany = count > MAX_AREA_TILES;
  const saving = run.state === 'saving';

  async function save() {
    if (!extent) return;
    const controller = new AbortController();
    abort.current = controller;
    const urls = listTiles(extent, zooms).map((tile) => tileUrl(template, tile));
    setRun({ state: 'saving', progress: { done: 0, total: urls.length, failed: 0, bytes: 0 } });
    try {
      const cache = await caches.open(TILE_CACHE);
      const progress = await saveTiles(urls, {
        store: { match: (url) => cache.match(url), put: (url, response) => cache.put(url, response) },
        signal: controller.signal,
        onProgress: (p) => setRun({ state: 'saving', progress: p }),
      });
      setRun({ state: 'done', progress });
    } catch (error) {
      if (!controller.signal.aborted) console.error('Saving the area failed', error);
      setRun((r) => ({ state: 'cancelled', progress: 'progress' in r ? r.progress : { done: 0, total: urls.length, failed: 0, bytes: 0 } }));
    }
  }

  const openChange = (next: boolean) => {
    if (!next) abort.current?.abort();
    onOpenChange(next);
  };

  const zoomSelect = (label: string, value: number, onChange: (z: number) => void) => (
    <PlainSelect size="sm" disabled={saving} aria-label={label} value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
      {zoomRange(minZoom, maxZoom).map((z) => (
        <option key={z} value={z}>
          {z}
        </option>
      ))}
    </PlainSelect>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => openChange(e.open)} ids={ids} lazyMount unmountOnExit>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>Save this area offline</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text color="fg.muted">The map tiles of the area you see now are kept on this device, so the map shows it without a network.</Text>
            <HStack gap="2" flexWrap="wrap">
              <Text>Zoom levels</Text>
              {zoomSelect('From zoom', from, setFrom)}
              <Text>to</Text>
              {zoomSelect('To zoom', to, setTo)}
            </HStack>
            {extent ? (
              <Text data-testid="tile-estimate">
                {count} tiles, about {formatBytes(count * AVERAGE_TILE_BYTES)}
              </Text>
            ) : (
              <Text>The map is not ready yet.</Text>
            )}
            {tooMany && <Text color="fg.error">That is more than {MAX_AREA_TILES} tiles: zoom in on the map or pick fewer zoom levels.</Text>}
            {!online && <Text color="fg.error">{OFFLINE_MESSAGE}</Text>}
            {run.state !== 'idle' && <Outcome run={run} />}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          {saving ? (
            <Button variant="outline" onClick={() => abort.current?.abort()}>
              Cancel
            </Button>
          ) : (
            <Button onClick={() => void save()} disabled={!extent || count === 0 || tooMany || !online}>
              Save {count} tiles
            </Button>
          )}
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}

function Outcome({ run }: { run: Exclude<Run, { state: 'idle' }> }) {
  const { done, total, failed, bytes } = run.progress;
  const summary = {
    saving: `Saving ${done} of ${total} tiles…`,
    done: `Saved ${total - failed} of ${total} tiles (${formatBytes(bytes)} downloaded)${failed ? `; ${failed} could not be fetched` : ''}.`,
    cancelled: `Stopped after ${done} of ${total} tiles.`,
  }[run.state];
  return (
    <Stack gap="2">
      <ProgressBar value={total ? (done / total) * 100 : 0} size="sm" label="Tiles saved" />
      <Text role="status" data-testid="tile-progress">
        {summary}
      </Text>
    </Stack>
  );
}
