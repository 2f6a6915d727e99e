// What a driver takes away from a planned route: the route as a GPX, KML or CSV file, a printed route sheet, and
// the whole route handed to a navigation app.
import { Box, Button, Heading, Wrap } from '@chakra-ui/react';
import { Download, Navigation, Printer } from 'lucide-react';
import type { Stop } from '../../data/hooks.ts';
import { downloadTextFile } from '../../files/download.ts';
import type { Arrival } from './arrival-text.ts';
import { NavigateDialog } from './NavigateDialog.tsx';
import { navigateRoute } from './navigate-links.ts';
import { MEDIA_TYPES, routeFileName, routeFileOf, routeFileText, type RouteFileFormat } from './route-files.ts';

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

export function RouteTakeAlong({ routeName, stops, arrivals, line, returnToStart }: Props) {
  if (stops.length === 0) return null;
  const download = (format: RouteFileFormat) => {
    const now = new Date();
    downloadTextFile(routeFileName(routeName, format, now), routeFileText(routeFileOf(routeName, stops, arrivals, line), format, now), MEDIA_TYPES[format]);
  };
  const points = stops.map((s) => ({ name: s.displayString || s.name, lat: s.latitude, lng: s.longitude }));
  const handOff = navigateRoute(points, returnToStart);
  return (
    <Box as="section" aria-labelledby="take-along-heading" data-print="hide">
      <Heading as="h2" size="md" mb="2" id="take-along-heading">
        Take the Route Along
      </Heading>
      <Wrap gap="2">
        {FORMATS.map(({ format, label }) => (
          <Button key={format} size={{ base: 'md', md: 'sm' }} variant="outline" onClick={() => download(format)} aria-label={`Download ${label}`}>
            <Download /> {label}
          </Button>
        ))}
        <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={() => window.print()}>
          <Printer /> Print
        </Button>
        {handOff && (
          <NavigateDialog
            title="Navigate the Route"
            link={handOff.url}
            qr={handOff.url}
            note={handOff.stopsCovered < stops.length ? `Google Maps takes ${handOff.stopsCovered} stops at a time: these directions cover stops 1–${handOff.stopsCovered} of ${stops.length}.` : undefined}
            trigger={
              <Button size={{ base: 'md', md: 'sm' }} variant="outline">
                <Navigation /> Navigate
              </Button>
            }
          />
        )}
      </Wrap>
    </Box>
  );
}
