// 'Geocoding Results' card (SPEC §2): every field of the geocode result, grouped as the spec lists them,
// with the quality code read out in plain language.
import { Alert, Badge, Card, DataList, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { GeocodeResult } from '../../api/geocode.ts';
import { describeQualityCode, describeSideOfStreet } from './quality-code.ts';
import type { GeocodeSource } from './useGeocoding.ts';
import { Heading } from '../../components/Heading.tsx';

const orDash = (text: string | null | undefined): string => (text && text.trim() ? text : '-');
const coord = (n: number): string => n.toFixed(6);

/** `fieldPrefix` keeps data-field unique where two groups share a label (both have a Street). */
function Group({ title, items, fieldPrefix = '' }: { title: string; items: [string, ReactNode][]; fieldPrefix?: string }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue data-field={fieldPrefix + label}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

export function GeocodeResultCard({ result, source }: { result: GeocodeResult; source: GeocodeSource }) {
  const { nearestIntersection: crossing, roadMetadata: road } = result;
  return (
    <Card.Root as="section" aria-labelledby="results-title" data-testid="geocoding-results">
      <Card.Header>
        <Stack direction="row" align="center" gap="3" wrap="wrap">
          <Card.Title id="results-title" as="h2">
            Geocoding Results
          </Card.Title>
          <Badge>{source === 'forward' ? 'Forward' : 'Reverse'}</Badge>
        </Stack>
      </Card.Header>
      <Card.Body>
        {/* When the answer is less than was asked (interpolated, a city's centre), the engine says so first. */}
        {result.note && (
          <Alert.Root status="warning" mb="4" data-testid="result-note">
            <Alert.Indicator />
            <Alert.Title>{result.note}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <Group
            title="Coordinates"
            items={[
              ['Latitude', coord(result.lat)],
              ['Longitude', coord(result.lng)],
            ]}
          />
          <Group
            title="Address Components"
            items={[
              ['Street', orDash(result.street)],
              ['City', orDash(result.adminArea5)],
              ['County', orDash(result.adminArea4)],
              ['State', orDash(result.adminArea3)],
              ['Country', orDash(result.adminArea1)],
              ['Postal Code', orDash(result.postalCode)],
            ]}
          />
          <Group
            title="Additional Information"
            items={[
              [
                'Geocode Quality',
                <Link href={result.geocodeQuality.url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                  {orDash(result.geocodeQuality.value)}
                </Link>,
              ],
              [
                'Quality Code',
                <Stack gap="1">
                  <Text fontFamily="mono">{orDash(result.geocodeQualityCode)}</Text>
                  <Text color="fg.muted" data-testid="quality-reading">
                    {describeQualityCode(result.geocodeQualityCode)}
                  </Text>
                </Stack>,
              ],
              ['Side of Street', describeSideOfStreet(result.sideOfStreet)],
            ]}
          />
          {crossing && (
            <Group
              title="Nearest Intersection"
              fieldPrefix="Intersection "
              items={[
                ['Street', orDash(crossing.streetDisplayName)],
                ['Distance', `${crossing.distanceMeters.toFixed(1)} m`],
                ['Label', orDash(crossing.label)],
                ['Location', `${coord(crossing.latLng.latitude)}, ${coord(crossing.latLng.longitude)}`],
              ]}
            />
          )}
          {road && (
            <Group
              title="Road Information"
              items={[
                ['Speed Limit', road.speedLimit === null ? 'Unknown' : `${road.speedLimit} ${road.speedLimitUnits}`],
                ['Toll Road', road.tollRoad === null ? 'Unknown' : road.tollRoad ? 'Yes' : 'No'],
              ]}
            />
          )}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
