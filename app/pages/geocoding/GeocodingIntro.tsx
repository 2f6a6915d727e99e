// The geocoding page's introduction: on the page, and in its frame while the page's code loads (PageFrame.tsx).
import { Link, Text } from '@chakra-ui/react';

const GEOCODING_DOCS_URL = 'https://developer.mapquest.com/documentation/geocoding-api/';

export function GeocodingIntro() {
  return (
    <Text color="fg.muted" maxW="3xl">
      Geocoding turns a street address into map coordinates; reverse geocoding turns coordinates into the nearest
      address, with the closest intersection and road details when they are known. Read the{' '}
      <Link href={GEOCODING_DOCS_URL} target="_blank" rel="noopener noreferrer" colorPalette="blue">
        geocoding API documentation
      </Link>{' '}
      for every option.
    </Text>
  );
}
