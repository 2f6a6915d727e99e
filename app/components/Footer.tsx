// Footer on every page (SPEC §1): copyright line and the privacy and terms pages; in kiosk mode, the staff's gear.
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import { Link } from '@tanstack/react-router';
import { KioskGear } from '../kiosk/KioskGear.tsx';

// Tall enough to tap on a phone (40 px), without changing how the line looks.
const LINK_STYLE: CSSProperties = { display: 'inline-flex', alignItems: 'center', minHeight: 40 };

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
        <HStack gap="2">
          <Text>© {new Date().getFullYear()} Maps Platform Demos. All rights reserved.</Text>
          <KioskGear />
        </HStack>
        <HStack gap="4" my={{ base: '-2', sm: '-2.5' }}>
          <Link to="/privacy" style={LINK_STYLE}>
            Privacy Policy
          </Link>
          <Link to="/terms" style={LINK_STYLE}>
            Terms of Use
          </Link>
        </HStack>
      </Flex>
    </Box>
  );
}
