// 'Update available — Reload': shown when a new version is waiting; nothing changes until the visitor agrees.
import { Alert } from '@chakra-ui/react';
import { useUpdateAvailable } from './pwa-state.ts';
import { Button } from '../components/Button.tsx';

export function UpdatePrompt() {
  const activate = useUpdateAvailable();
  if (!activate) return null;
  return (
    <Alert.Root status="info" position="fixed" bottom="4" left="4" width="auto" maxW="sm" zIndex="toast" boxShadow="lg" role="status">
      <Alert.Indicator />
      <Alert.Title flex="1">Update available</Alert.Title>
      <Button size="sm" onClick={activate}>
        Reload
      </Button>
    </Alert.Root>
  );
}
