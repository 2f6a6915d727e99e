// Says honestly where the incidents come from: the live provider, or OpenStreetMap road works offline.
import { Text } from '@chakra-ui/react';
import type { MapConfigResponse } from '../../../proxy/contract/index.ts';

export function DataSourceNote({ config }: { config: Pick<MapConfigResponse, 'provider' | 'providerName' | 'region'> }) {
  return (
    <Text fontSize="sm" color="fg.muted" maxW="3xl" data-testid="incident-source">
      {config.provider === 'offline'
        ? `Offline data: these are road works mapped in OpenStreetMap (highway=construction) in the ${config.region ?? 'bundled'} region, not live traffic. Their dates are the ones OpenStreetMap records, or the date of the map data.`
        : `Live incidents and road works reported by ${config.providerName} Traffic.`}
    </Text>
  );
}
