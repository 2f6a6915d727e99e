// SPEC §1: the planner and matrix say which third-party service powers them; offline, the region and OSM.
import { Link, Text } from '@chakra-ui/react';
import type { MapConfigResponse } from '../../../service/contract/index.ts';
import { offlineRegionNames } from '../../map/regions.ts';
import { memo } from 'react';

export function providerText(config: MapConfigResponse): string {
  if (config.provider === 'offline') {
    return `Routing and search powered by the built-in offline engine over OpenStreetMap data for ${offlineRegionNames(config) ?? 'the bundled region'}.`;
  }
  return `Routing and search powered by ${config.providerName}, a third-party maps and routing provider.`;
}

export const ProviderLine = memo(function ProviderLine({ config }: { config: MapConfigResponse | null }) {
  if (!config) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="provider-line">
      {providerText(config)}{' '}
      {config.provider === 'offline' && (
        <Link href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" colorPalette="blue">
          © OpenStreetMap contributors
        </Link>
      )}
    </Text>
  );
});
