// The planner's introduction: on the page, and in its frame while the page's code loads (PageFrame.tsx).
import { Link, Text } from '@chakra-ui/react';
import { memo } from 'react';

const DOCS = 'https://developer.mapquest.com/documentation';

export const PlannerIntro = memo(function PlannerIntro() {
  return (
    <Text>
      Build a delivery route: search for places and add them as stops, give each stop a delivery window, then drag
      them into order, mix them up, or let the optimizer find the best order. See the provider's documentation on{' '}
      <Link href={`${DOCS}/directions-api/`} target="_blank" rel="noopener noreferrer" colorPalette="blue">
        directions and route optimization
      </Link>{' '}
      and{' '}
      <Link href={`${DOCS}/search-api/`} target="_blank" rel="noopener noreferrer" colorPalette="blue">
        search-ahead
      </Link>
      .
    </Text>
  );
});
