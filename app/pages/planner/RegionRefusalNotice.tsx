// Under the search box, where the visitor just picked a place: why a stop in another region than the route's was
// not added, and the way to plan it anyway (a new route in its region).
import { Alert, HStack, Stack } from '@chakra-ui/react';
import type { RegionRefusal } from './usePlannerActions.ts';
import { Button, CloseButton } from '../../components/Button.tsx';

interface Props {
  refusal: RegionRefusal | null;
  onNewRoute: () => void;
  onDismiss: () => void;
}

export function RegionRefusalNotice({ refusal, onNewRoute, onDismiss }: Props) {
  if (!refusal) return null;
  return (
    <Alert.Root status="error" mt="3" role="alert" data-testid="region-refusal">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>Stop in another region</Alert.Title>
        <Alert.Description>{refusal.text}</Alert.Description>
        <HStack>
          <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={onNewRoute}>
            Start a new route with {refusal.result.name}
          </Button>
        </HStack>
      </Stack>
      <CloseButton size={{ base: 'md', md: 'sm' }} aria-label="Dismiss" onClick={onDismiss} />
    </Alert.Root>
  );
}
