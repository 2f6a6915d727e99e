// Footer on every page (SPEC §1): copyright line and the privacy and terms pages.
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" mt="auto">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py="4"
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        fontSize="sm"
        color="fg.muted"
      >
        <Text>© {new Date().getFullYear()} Maps Platform Demos. All rights reserved.</Text>
        <HStack gap="4">
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms of Use</Link>
        </HStack>
      </Flex>
    </Box>
  );
}
