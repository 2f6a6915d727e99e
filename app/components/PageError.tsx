// A page that failed (most often: its code did not come, the network gone before the app was kept on this device)
// says so inside the layout, with the header still there, and offers to try again.
import { Box, Text } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from './Button.tsx';
import { Heading } from './Heading.tsx';

export function PageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    // The route's loader asks for the page's code again; then the page renders in place of this message.
    void router.invalidate();
    reset();
  };
  return (
    <Box role="alert" maxW="3xl">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} style={{ marginBottom: 'var(--chakra-spacing-4)' }}>
        This page could not be shown
      </Heading>
      <Text mb="4">{navigator.onLine ? (error instanceof Error ? error.message : String(error)) : 'This device is offline, and this page is not saved on it yet.'}</Text>
      <Button onClick={retry}>Try again</Button>
    </Box>
  );
}
