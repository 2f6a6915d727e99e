// What a driver takes away from a planned route: the route as a GPX, KML or CSV file, a printed route sheet, and
// the whole route handed to a navigation app; and every route on this device as one file, the one another
// device's import and a kiosk's prepared demo take.
import './planner-page.css';
import { Download, FileJson, Navigation, Printer } from 'lucide-react';
import { notify } from '../../components/toaster.tsx';
import { useCurrentRoute, type Stop } from '../../data/hooks.ts';
import { downloadTextFile } from '../../files/download.ts';
import type { Arrival } from './arrival-text.ts';
import { NavigateDialog } from './NavigateDialog.tsx';
import { navigateRoute } from './navigate-links.ts';
import type { RouteFileFormat } from './route-files.ts';
import { memo } from 'react';
import { Button } from '../../components/Button.tsx';
import { Heading } from '../../components/Heading.tsx';

interface Props {
  routeName: string;
  stops: readonly Stop[];
  arrivals: ReadonlyMap<number, Arrival>;
  line: readonly [number, number][] | null;
  returnToStart: boolean;
}

const FORMATS: { format: RouteFileFormat; label: string }[] = [
  { format: 'gpx', label: 'GPX' },
  { format: 'kml', label: 'KML' },
  { format: 'csv', label: 'CSV' },
];

async function downloadAllRoutes(): Promise<void> {
  try {
    const now = new Date();
    // The export's code (and its schema's zod) loads with the tap, not with the planner.
    const { exportFileName, exportRoutes } = await import('../../data/export-import.ts');
    downloadTextFile(exportFileName(now), `${JSON.stringify(await exportRoutes(now), null, 2)}\n`, 'application/json');
  } catch (error) {
    console.error('Exporting the routes failed', error);
    notify('error', 'Export Failed', 'Could not export the routes');
  }
}

// Memoized: the planner page renders often (each stop read, each answer) and this part seldom changes.
export const RouteTakeAlong = memo(function RouteTakeAlong({ routeName, stops, arrivals, line, returnToStart }: Props) {
  const departAt = useCurrentRoute()?.departAt ?? null;
  if (stops.length === 0) return null;
  const download = async (format: RouteFileFormat) => {
    try {
      const now = new Date();
      // The files' writers (and their CSV writer) load with the tap, not with the planner (issue 33).
      const { MEDIA_TYPES, routeFileName, routeFileOf, routeFileText } = await import('./route-files.ts');
      const file = routeFileOf({ name: routeName, departAt, returnToStart }, stops, arrivals, line);
      downloadTextFile(routeFileName(routeName, format, now), routeFileText(file, format, now), MEDIA_TYPES[format]);
    } catch (error) {
      console.error('Writing the route file failed', error);
      notify('error', 'Download Failed', 'Could not write the route file');
    }
  };
  const points = stops.map((s) => ({ name: s.displayString || s.name, address: s.address, lat: s.latitude, lng: s.longitude }));
  const handOff = navigateRoute(points, returnToStart);
  const size = { base: 'md', md: 'sm' } as const;
  return (
    <section aria-labelledby="take-along-heading" data-print="hide">
      <Heading as="h2" size="md" id="take-along-heading" style={{ marginBottom: 'var(--chakra-spacing-2)' }}>
        Take the Route Along
      </Heading>
      <div className="take-along-actions">
        {FORMATS.map(({ format, label }) => (
          <Button key={format} size={size} variant="outline" onClick={() => void download(format)} aria-label={`Download ${label}`}>
            <Download /> {label}
          </Button>
        ))}
        <Button size={size} variant="outline" onClick={() => window.print()}>
          <Printer /> Print
        </Button>
        {handOff && (
          <NavigateDialog
            title="Navigate the Route"
            link={handOff.url}
            qr={handOff.url}
            note={handOff.stopsCovered < stops.length ? `Google Maps takes ${handOff.stopsCovered} stops at a time: these directions cover stops 1–${handOff.stopsCovered} of ${stops.length}.` : undefined}
            trigger={
              <Button size={size} variant="outline">
                <Navigation /> Navigate
              </Button>
            }
          />
        )}
        <Button size={size} variant="outline" onClick={() => void downloadAllRoutes()} aria-describedby="export-all-hint">
          <FileJson /> Export all routes
        </Button>
      </div>
      <p id="export-all-hint" className="take-along-hint">
        Export all routes saves every route on this device, stops and history included, as one file: the file a kiosk takes as its prepared demo.
      </p>
    </section>
  );
});
