// The matrix's introduction: on the page, and in its frame while the page's code loads (PageFrame.tsx).
import { Text } from '@chakra-ui/react';

export function MatrixIntro() {
  return (
    <Text maxW="3xl">
      Driving distance and time between every pair of stops on the current route, in both directions. Add and
      arrange stops in the Route Planner; the matrix follows.
    </Text>
  );
}
