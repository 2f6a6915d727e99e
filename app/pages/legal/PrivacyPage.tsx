// Privacy policy: what this app keeps on the device and what it sends, stated plainly.
import { Box, List, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Heading } from '../../components/Heading.tsx';

export default function PrivacyPage() {
  return (
    <Box maxW="3xl" lineHeight="tall">
      <PageTitle title="Privacy Policy" />
      <Heading as="h2" size="md" style={{ marginTop: 'var(--chakra-spacing-4)', marginBottom: 'var(--chakra-spacing-2)' }}>What stays on your device</Heading>
      <Text mb="2">
        Your routes, stops, delivery windows, route history, bulk-geocoding jobs and settings (such as the theme) are
        stored only in this browser, in IndexedDB and localStorage. We have no account system and keep no copy of
        them on a server. Clearing this site’s data in your browser deletes them.
      </Text>
      <Heading as="h2" size="md" style={{ marginTop: 'var(--chakra-spacing-4)', marginBottom: 'var(--chakra-spacing-2)' }}>What is sent, and to whom</Heading>
      <List.Root ps="5" mb="2">
        <List.Item>
          To answer a search, route, matrix, geocode or traffic request, the app sends the coordinates or address text
          of that request to this site’s server.
        </List.Item>
        <List.Item>
          When a maps provider is configured, the server forwards that request to the provider and passes its answer
          back. It does not store requests or answers. With no provider configured, the server answers from a built-in
          OpenStreetMap region and nothing leaves it.
        </List.Item>
        <List.Item>
          An API key you type into the Bulk Geocoder is sent with each row to the server, used for that call only,
          never logged and never stored.
        </List.Item>
        <List.Item>Your location is used, only if you allow it, to rank place suggestions near you.</List.Item>
      </List.Root>
      <Heading as="h2" size="md" style={{ marginTop: 'var(--chakra-spacing-4)', marginBottom: 'var(--chakra-spacing-2)' }}>Cookies and tracking</Heading>
      <Text>This app sets no tracking cookies and uses no analytics.</Text>
    </Box>
  );
}
