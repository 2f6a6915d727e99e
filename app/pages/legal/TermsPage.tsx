// Terms of use for a demonstration app: what it is for and what it promises (little).
import { Box, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Heading } from '../../components/Heading.tsx';

export default function TermsPage() {
  return (
    <Box maxW="3xl" lineHeight="tall">
      <PageTitle title="Terms of Use" />
      <Text mb="3">
        This is a demonstration of maps and routing services. Use it to explore what the services can do. Routes,
        times, geocodes and incidents are shown as the services return them and may be incomplete or out of date: do
        not rely on them for navigation or safety decisions.
      </Text>
      <Heading as="h2" size="md" style={{ marginTop: 'var(--chakra-spacing-4)', marginBottom: 'var(--chakra-spacing-2)' }}>Your data and keys</Heading>
      <Text mb="3">
        You are responsible for the files you upload and for any provider API key you enter; use of a provider key is
        subject to that provider’s own terms.
      </Text>
      <Heading as="h2" size="md" style={{ marginTop: 'var(--chakra-spacing-4)', marginBottom: 'var(--chakra-spacing-2)' }}>Map data</Heading>
      <Text>
        Offline map data © OpenStreetMap contributors, available under the Open Database License (ODbL).
      </Text>
    </Box>
  );
}
