// Stops an older version stored with coordinates no one can read: kept off the map (never at 0,0), listed here
// so the visitor can search them again, until dismissed.
import { Alert, List, Stack } from '@chakra-ui/react';
import { dismissUnplacedStops, useUnplacedStops } from '../../data/hooks.ts';
import { Button } from '../../components/Button.tsx';

export function UnplacedStopsNotice() {
  const unplaced = useUnplacedStops();
  if (unplaced.length === 0) return null;
  const count = unplaced.length === 1 ? '1 stop' : `${unplaced.length} stops`;
  return (
    <Alert.Root status="warning" mt="3" data-testid="unplaced-stops">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>
          {count} saved by an earlier version could not be placed on the map: their coordinates were unreadable.
        </Alert.Title>
        <Alert.Description>
          Search for them again to add them:
          <List.Root ps="5" mt="1">
            {unplaced.map((s, i) => (
              <List.Item key={i}>{s.address ? `${s.displayString} (${s.address})` : s.displayString || s.name}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
        <Button size={{ base: 'md', md: 'sm' }} variant="outline" style={{ alignSelf: 'start' }} onClick={() => void dismissUnplacedStops()}>
          Dismiss
        </Button>
      </Stack>
    </Alert.Root>
  );
}
