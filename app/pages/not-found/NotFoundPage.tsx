// The page for any unknown path (SPEC §2).
import { Box, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '../../components/PageTitle.tsx';

export default function NotFoundPage() {
  return (
    <Box py="10">
      <PageTitle title="404 Page Not Found" />
      <Text mb="4">Did you forget to add the page to the router?</Text>
      <Link to="/" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 40 }}>
        Back to the overview
      </Link>
    </Box>
  );
}
