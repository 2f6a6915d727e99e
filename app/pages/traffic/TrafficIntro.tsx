// The traffic page's introduction and where its incidents come from: on the page, and in its frame while the
// page's code loads (PageFrame.tsx).
import { Link, Text } from '@chakra-ui/react';
import { useMapConfig } from '../../map/useMapConfig.ts';
import { DataSourceNote } from './DataSourceNote.tsx';

const TRAFFIC_DOCS_URL = 'https://developer.mapquest.com/documentation/traffic-api/';

export function TrafficIntro() {
  const { config } = useMapConfig();
  return (
    <>
      <Text color="fg.muted" mb="2" maxW="3xl">
        Search for a place or move the map, and see the traffic incidents inside the visible area. Read the{' '}
        <Link href={TRAFFIC_DOCS_URL} target="_blank" rel="noopener noreferrer" colorPalette="blue" variant="underline">
          Traffic API documentation
        </Link>
        .
      </Text>
      {config && <DataSourceNote config={config} />}
    </>
  );
}
