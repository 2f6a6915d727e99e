// Route Planner Demo page (SPEC §2). Its features arrive with their own issue; until then it shows only its title.
import { Box } from '@chakra-ui/react';
import { PageTitle } from '../../components/PageTitle.tsx';

export default function PlannerPage() {
  return (
    <Box>
      <PageTitle title="Route Planner Demo">Route Planner Demo</PageTitle>
    </Box>
  );
}
