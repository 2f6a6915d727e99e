// The bulk geocoder's introduction: on the page, and in its frame while the page's code loads (PageFrame.tsx).
import { Text } from '@chakra-ui/react';

export function BulkGeocoderIntro() {
  return (
    <Text color="fg.muted" maxW="3xl" mb="6">
      Upload a CSV file of addresses, tell us which columns hold them, and geocode them all in batches. Your file and
      results stay on this device, so you can close the page and resume later, then download the results as CSV.
    </Text>
  );
}
