// Says honestly where the incidents come from: the live provider, or offline a simulated demo feed and
// OpenStreetMap road works.
import { Text } from '@chakra-ui/react';
import type { MapConfigResponse } from '../../../service/contract/index.ts';
import { listInWords } from '../../list-in-words.ts';

type NoteConfig = Pick<MapConfigResponse, 'provider' | 'providerName' | 'region' | 'regions'>;

export function DataSourceNote({ config }: { config: NoteConfig }) {
  return (
    <Text fontSize="sm" color="fg.muted" maxW="3xl" data-testid="incident-source">
      {config.provider === 'offline' ? offlineNote(config) : `Live incidents and road works reported by ${config.providerName} Traffic.`}
    </Text>
  );
}

function offlineNote(config: NoteConfig): string {
  const names = config.regions.length ? config.regions.map((r) => r.name) : [config.region ?? 'the bundled region'];
  const where = listInWords(names);
  return (
    `Offline demo data for ${where}, not live traffic: a simulated traffic feed, generated afresh each day on the ` +
    `region's real roads (accidents, closures, congestion and road works), and road works mapped in OpenStreetMap ` +
    `(highway=construction), whose dates are the ones OpenStreetMap records or the date of the map data.`
  );
}
