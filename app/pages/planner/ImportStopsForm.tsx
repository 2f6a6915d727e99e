// The Import Stops dialog itself (ImportStopsDialog.tsx is its button), loaded on its first open and made afresh at
// each: a CSV or GPX file read, placed and checked before anything is added; the rows it cannot take are listed
// with their reasons, and the rest are added in one step or not at all.
import { Alert, Box, Dialog, List, Stack, Text } from '@chakra-ui/react';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import type { OfflineRegionInfo } from '../../../service/contract/index.ts';
import { MAX_LOCATIONS } from '../../../service/contract/limits.ts';
import { geocodeBatchRow } from '../../api/geocode-batch.ts';
import { notify } from '../../components/toaster.tsx';
import { readErrorMessage } from '../../data/client.ts';
import { addStops } from '../../data/hooks.ts';
import type { GeocodeAnswer, ImportPlan } from './stop-import.ts';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import type { DialogOnDemand } from '../../components/dialog-on-demand.ts';
import { Button } from '../../components/Button.tsx';

type State = { step: 'choose' } | { step: 'reading'; fileName: string } | { step: 'failed'; message: string } | { step: 'planned'; fileName: string; plan: ImportPlan };

export interface ImportProps {
  /** Stops the current route already has: a route holds at most MAX_LOCATIONS. */
  existing: number;
  regions: readonly Pick<OfflineRegionInfo, 'name' | 'bounds'>[];
  /** The region the route's stops are in: rows elsewhere are left out. */
  routeRegion: Pick<OfflineRegionInfo, 'name'> | undefined;
}

async function geocode(query: Parameters<typeof geocodeBatchRow>[0]): Promise<GeocodeAnswer> {
  try {
    return await geocodeBatchRow(query);
  } catch (error) {
    return { error: readErrorMessage(error, 'Not found') };
  }
}

const loadReaders = () => Promise.all([import('../bulk-geocoder/csv-parse.ts'), import('./stop-import.ts')]);

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

interface Props extends ImportProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: DialogOnDemand['ids'];
}

export function ImportStopsForm({ existing, regions, routeRegion, open, onOpenChange, ids }: Props) {
  const [state, setState] = useState<State>({ step: 'choose' });
  const [adding, setAdding] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function read(file: File) {
    // The readers and their CSV parser load with the first file, not with the planner (issue 33).
    const readers = await loadReaders().catch(() => null);
    if (!readers) return setState({ step: 'failed', message: navigator.onLine ? 'The file reader could not be loaded: try again' : 'This device is offline, and the file reader is not saved on it yet' });
    const [{ decodeCsvBytes }, { MAX_IMPORT_BYTES, planImport, readStopFile }] = readers;
    if (file.size > MAX_IMPORT_BYTES) return setState({ step: 'failed', message: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB` });
    setState({ step: 'reading', fileName: file.name });
    const text = decodeCsvBytes(await file.arrayBuffer());
    const reading = readStopFile(file.name, text);
    if (!reading.ok) return setState({ step: 'failed', message: reading.message });
    const plan = await planImport(reading.candidates, geocode, regions, routeRegion);
    setState({ step: 'planned', fileName: file.name, plan: { stops: plan.stops, problems: [...reading.problems, ...plan.problems].sort((a, b) => a.row - b.row) } });
  }

  async function add(plan: ImportPlan) {
    setAdding(true);
    try {
      await addStops(plan.stops);
      notify('success', 'Stops Imported', `Added ${plural(plan.stops.length, 'stop')} to your route`);
      onOpenChange(false);
    } catch (error) {
      notify('error', 'Import Failed', readErrorMessage(error, 'Could not add the stops'));
    } finally {
      setAdding(false);
    }
  }

  const tooMany = state.step === 'planned' && existing + state.plan.stops.length > MAX_LOCATIONS;

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} ids={ids} lazyMount unmountOnExit>
      <DialogFrame>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>Import Stops</Dialog.Title>
          <Dialog.Description>
            A CSV with Latitude and Longitude, or Address (or Street and City) columns, and optionally Name, Window Start, Window End and
            Service Minutes; or a GPX file's route points or waypoints. The planner's own CSV and GPX files come back with every stop as
            it was.
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <input
              ref={input}
              type="file"
              accept=".csv,.gpx,text/csv,application/gpx+xml"
              aria-label="Stops file"
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void read(file);
              }}
            />
            <Button variant="outline" style={{ alignSelf: 'start' }} onClick={() => input.current?.click()} loading={state.step === 'reading'} loadingText="Reading...">
              <FileUp /> Choose a file
            </Button>
            {state.step === 'failed' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{state.message}</Alert.Title>
              </Alert.Root>
            )}
            {state.step === 'planned' && (
              <Stack gap="3" data-testid="import-plan">
                <Text fontWeight="medium">
                  {state.fileName}: {plural(state.plan.stops.length, 'stop')} ready to add
                  {state.plan.problems.length > 0 && `, ${plural(state.plan.problems.length, 'row')} left out`}
                </Text>
                {state.plan.problems.length > 0 && (
                  <Box maxH="48" overflowY="auto" borderWidth="1px" rounded="md" p="2">
                    <List.Root gap="1" fontSize="sm" data-testid="import-problems">
                      {state.plan.problems.map((p) => (
                        <List.Item key={p.row}>
                          Row {p.row}: {p.reason}
                        </List.Item>
                      ))}
                    </List.Root>
                  </Box>
                )}
                {tooMany && (
                  <Text color="fg.error" fontSize="sm">
                    A route holds at most {MAX_LOCATIONS} stops: this one has {existing}, so these {state.plan.stops.length} do not fit.
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          {state.step === 'planned' && (
            <Button onClick={() => void add(state.plan)} disabled={state.plan.stops.length === 0 || tooMany} loading={adding}>
              Add {plural(state.plan.stops.length, 'stop')}
            </Button>
          )}
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}
