// Landing page 'Platform Demos' (SPEC §1–2): what each sample app shows, and where the provider's docs are.
import { Box, Card, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BookOpen, Grid3x3, MapPin, Route, TrafficCone, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle.tsx';
import { offlineRegionNames } from '../../map/regions.ts';
import { useMapConfig } from '../../map/useMapConfig.ts';
import { Button } from '../../components/Button.tsx';
import './overview.css';
import { Heading } from '../../components/Heading.tsx';

export const PROVIDER_DOCS_URL = 'https://developer.mapquest.com/documentation/';

const DEMOS: { to: '/planner' | '/matrix' | '/geocoding' | '/traffic'; title: string; text: string; icon: LucideIcon }[] = [
  {
    to: '/planner',
    title: 'Route Planner',
    text: 'Build optimized multi-stop delivery routes with delivery-time windows, drag to reorder, shuffle or optimize.',
    icon: Route,
  },
  {
    to: '/matrix',
    title: 'Route Matrix',
    text: 'See distances and travel times between every pair of your stops at a glance.',
    icon: Grid3x3,
  },
  {
    to: '/geocoding',
    title: 'Geocoding',
    text: 'Turn an address into coordinates, or coordinates back into an address with the nearest intersection.',
    icon: MapPin,
  },
  {
    to: '/traffic',
    title: 'Traffic Incidents',
    text: 'Pan and zoom a map and list the incidents and road works inside the visible area.',
    icon: TrafficCone,
  },
];

/** `regions` names the server's offline regions, null while unknown or with a worldwide provider. */
const intro = (regions: string | null) =>
  'These sample apps let you try a maps platform’s geospatial services for yourself: route optimization with ' +
  'delivery-time windows, turn-by-turn directions, distance and time matrices, forward and reverse geocoding, ' +
  'bulk geocoding of your own CSV files, and traffic incidents. Everything you create stays on this device, and ' +
  `the demos keep working offline ${regions ? `with a built-in map of ${regions}` : 'with the map areas you save'}, ` +
  'so you can explore at your own pace.';

export default function OverviewPage() {
  const [expanded, setExpanded] = useState(false);
  const { config } = useMapConfig();
  return (
    <Box>
      <PageTitle title="Platform Demos" />
      <Box mb="8" maxW="3xl">
        <Text color="fg.muted" lineClamp={{ base: expanded ? 'none' : 3, md: 'none' }} data-testid="intro">
          {intro(config && offlineRegionNames(config))}
        </Text>
        <Button
          className="read-more"
          variant="plain"
          size="sm"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
        >
          {expanded ? 'Show Less' : 'Read More'}
        </Button>
      </Box>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {DEMOS.map((demo) => (
          <LinkBox as="article" key={demo.to}>
            <Card.Root h="full" _hover={{ borderColor: 'colorPalette.solid' }} colorPalette="blue">
              <Card.Body gap="2">
                <demo.icon aria-hidden />
                <Heading as="h2" size="md">
                  <LinkOverlay asChild>
                    <Link to={demo.to}>{demo.title}</Link>
                  </LinkOverlay>
                </Heading>
                <Text color="fg.muted">{demo.text}</Text>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
        <LinkBox as="article">
          <Card.Root h="full" variant="subtle">
            <Card.Body gap="2">
              <BookOpen aria-hidden />
              <Heading as="h2" size="md">
                <LinkOverlay href={PROVIDER_DOCS_URL} target="_blank" rel="noopener noreferrer">
                  Developer Documentation
                </LinkOverlay>
              </Heading>
              <Text color="fg.muted">Read the provider’s API documentation (opens in a new tab).</Text>
            </Card.Body>
          </Card.Root>
        </LinkBox>
      </SimpleGrid>
    </Box>
  );
}
