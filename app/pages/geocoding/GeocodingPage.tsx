// Geocoding page (SPEC §2): forward and reverse forms, the latest result with a plain-language quality
// reading, and a map that reverse geocodes where it is clicked.
import { Alert, Box, SimpleGrid, Stack } from '@chakra-ui/react';
import type OlMap from 'ol/Map';
import { useCallback, useMemo, useRef, useState } from 'react';
import { PageTitle } from '../../components/PageTitle.tsx';
import { GeocodingIntro } from './GeocodingIntro.tsx';
import type { MapConfigResponse } from '../../../service/contract/index.ts';
import { listInWords } from '../../list-in-words.ts';
import { isCovered, offlineRegionNames, offlineRegionsPhrase, regionList } from '../../map/regions.ts';
import { useMapConfig } from '../../map/useMapConfig.ts';
import { viewCentre } from '../../map/view-bounds.ts';
import { ForwardGeocodeForm } from './ForwardGeocodeForm.tsx';
import { GeocodeMap } from './GeocodeMap.tsx';
import { GeocodeResultCard } from './GeocodeResultCard.tsx';
import { ReverseGeocodeForm } from './ReverseGeocodeForm.tsx';
import { useGeocoding } from './useGeocoding.ts';
import type { ReverseForm } from './validation.ts';


/** Six decimals is about 10 cm: more precision than a click can mean. */
const clickText = (n: number) => n.toFixed(6);

/** A real address in each bundled region, so the note's example always lies inside a region the server has. */
const EXAMPLES: { region: RegExp; address: string }[] = [
  { region: /liechtenstein/i, address: 'Städtle 32 in Vaduz' },
  { region: /gothenburg|göteborg/i, address: 'Kungsgatan 12 in Göteborg' },
];

function exampleAddresses(regions: readonly { name: string }[]): string[] {
  return regions.flatMap((r) => EXAMPLES.find((e) => e.region.test(r.name))?.address ?? []);
}

function OfflineNote({ config }: { config: MapConfigResponse }) {
  const examples = exampleAddresses(config.regions);
  const names = offlineRegionNames(config);
  const roadsOnly = config.regions.filter((r) => r.contents === 'roads');
  return (
    <Alert.Root status="info" data-testid="offline-note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Offline map{names ? ` of ${names}` : ''}</Alert.Title>
        <Alert.Description>
          Answers come from the built-in map data, with no network. Try an address inside{' '}
          {config.regions.length > 1 ? 'a region' : 'the region'}
          {examples.length > 0 ? `, such as ${listInWords(examples, 'or')},` : ''} or
          click the map.
          {roadsOnly.length > 0 && ` ${regionList(roadsOnly)} ${roadsOnly.length > 1 ? 'have' : 'has'} roads only.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A result no offline region holds: the map there is blank and the answer is coarse, so the page says why. */
function OutsideCoverageWarning({ regions }: { regions: MapConfigResponse['regions'] }) {
  return (
    <Alert.Root status="warning" data-testid="result-outside-coverage">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This result is outside {offlineRegionsPhrase(regions)}</Alert.Title>
        <Alert.Description>
          The offline map has no streets or addresses here, so the answer is no more precise than its Geocode Quality.
          The offline map covers {regionList(regions)}.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export default function GeocodingPage() {
  const { config } = useMapConfig();
  const { shown, busy, errors, geocode, reverse } = useGeocoding();
  const [reverseForm, setReverseForm] = useState<ReverseForm>({ lat: '', lng: '' });
  const point = useMemo(() => (shown ? { lat: shown.result.lat, lng: shown.result.lng } : null), [shown]);
  // A search is ranked from where the visitor is looking: the map's centre when it is asked (the last answer, or
  // wherever the visitor moved the map).
  const map = useRef<OlMap | null>(null);
  const keepMap = useCallback((made: OlMap) => void (map.current = made), []);

  const pick = useCallback(
    (lat: number, lng: number) => {
      const form = { lat: clickText(lat), lng: clickText(lng) };
      setReverseForm(form);
      void reverse(form);
    },
    [reverse],
  );

  return (
    <Box>
      <PageTitle title="Geocoding" />
      <Stack gap="6">
        <GeocodingIntro />
        {config?.provider === 'offline' && <OfflineNote config={config} />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <ForwardGeocodeForm busy={busy.forward} error={errors.forward} onSubmit={(form) => void geocode(form, map.current && viewCentre(map.current))} />
          <ReverseGeocodeForm
            value={reverseForm}
            onChange={setReverseForm}
            busy={busy.reverse}
            error={errors.reverse}
            onSubmit={(form) => void reverse(form)}
          />
        </SimpleGrid>
        {point && config && !isCovered(config.regions, point) && <OutsideCoverageWarning regions={config.regions} />}
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
          {shown && <GeocodeResultCard result={shown.result} source={shown.source} />}
          <GeocodeMap point={point} onPick={pick} onMapReady={keepMap} />
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
