// Geocoding page (SPEC §2). Its features arrive with their own issue; until then it shows only its title.
import { Box } from '@chakra-ui/react';
import { PageTitle } from '../../components/PageTitle.tsx';

export default function GeocodingPage() {
  return (
    <Box>
      <PageTitle title="Geocoding">Geocoding</PageTitle>
    </Box>
  );
}
