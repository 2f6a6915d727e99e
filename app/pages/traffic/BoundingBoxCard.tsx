// 'Current Bounding Box': the corners of the visible map area, 4 decimals (SPEC §2, §9).
import { Card, DataList } from '@chakra-ui/react';
import type { BoundingBox } from '../../api/traffic-incidents.ts';
import { formatLatLng } from './bounding-box.ts';
import { Heading } from '../../components/Heading.tsx';

export function BoundingBoxCard({ box }: { box: BoundingBox | null }) {
  const corners = [
    { label: 'Upper Left', point: box?.ul, testId: 'bbox-ul' },
    { label: 'Lower Right', point: box?.lr, testId: 'bbox-lr' },
  ];
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          Current Bounding Box
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm">
          {corners.map(({ label, point, testId }) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono" data-testid={testId}>
                {point ? formatLatLng(point) : '—'}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
