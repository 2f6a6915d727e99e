// The whole-page message shown instead of a blank page when the app cannot open its on-device database.
import { Center, Stack, Text } from '@chakra-ui/react';
import { Button } from '../components/Button.tsx';
import { Heading } from '../components/Heading.tsx';

export function StorageProblem({ message }: { message: string }) {
  return (
    <Center minH="100dvh" p="6">
      <Stack gap="4" maxW="md" role="alert" data-testid="storage-problem">
        <Heading as="h1" size="lg">
          The app cannot start
        </Heading>
        <Text>{message}</Text>
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
