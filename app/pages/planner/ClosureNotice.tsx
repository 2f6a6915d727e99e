// Under the route summary: the closures shown on the traffic page that the route runs along, each named by its
// road and what closes it. The directions do not avoid them, so the visitor is told rather than sent into one.
import { Alert, List, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useClosuresAlong } from './useClosuresAlong.ts';
import { memo } from 'react';

// Memoized: the planner page renders often (each stop read, each answer) and this part seldom changes.
export const ClosureNotice = memo(function ClosureNotice({ shape }: { shape: ReadonlyArray<readonly [number, number]> | null }) {
  const closures = useClosuresAlong(shape);
  if (closures.length === 0) return null;
  return (
    <Alert.Root status="warning" data-testid="route-closures">
      <Alert.Indicator />
      <Stack gap="1" flex="1">
        <Alert.Title>
          {closures.length === 1 ? 'This route runs along a road shown closed on the traffic page' : `This route runs along ${closures.length} roads shown closed on the traffic page`}
        </Alert.Title>
        <Alert.Description>
          <List.Root ps="5" mb="1">
            {closures.map((c) => (
              <List.Item key={c.id}>{c.shortDesc}</List.Item>
            ))}
          </List.Root>
          The directions do not avoid it: move a stop to go around, or see the{' '}
          <Link to="/traffic" style={{ textDecoration: 'underline' }}>
            traffic page
          </Link>
          .
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
});
