// Route History (SPEC §2): appears once there are entries; each shows when, miles and time.
import { Box, Table } from '@chakra-ui/react';
import type { HistoryEntry } from '../../data/hooks.ts';
import { localDateTime } from '../../local-time.ts';
import { formatDuration, formatMiles } from './route-order.ts';
import { memo } from 'react';
import { Heading } from '../../components/Heading.tsx';

// Memoized: the planner page renders often (each stop read, each answer) and this part seldom changes.
export const RouteHistory = memo(function RouteHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="route-history-heading">
      <Heading as="h2" size="md" id="route-history-heading" style={{ marginBottom: 'var(--chakra-spacing-2)' }}>
        Route History
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="60">
        <Table.Root size="sm" stickyHeader data-testid="route-history">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Time</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Miles</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Duration</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...entries].reverse().map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell>{localDateTime(new Date(e.timestamp))}</Table.Cell>
                <Table.Cell textAlign="end">{formatMiles(e.distance)}</Table.Cell>
                <Table.Cell textAlign="end">{formatDuration(e.time)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
});
