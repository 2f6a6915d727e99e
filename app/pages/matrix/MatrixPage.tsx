// Route Matrix page (SPEC §2). Its features arrive with their own issue; until then it shows only its title.
import { Box } from '@chakra-ui/react';
import { PageTitle } from '../../components/PageTitle.tsx';

export default function MatrixPage() {
  return (
    <Box>
      <PageTitle title="Route Matrix">Route Matrix</PageTitle>
    </Box>
  );
}
