// The inline failure note under a form: SPEC §8 only logs geocoding failures, but a visitor must see them.
import { Alert } from '@chakra-ui/react';

export function InlineError({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
