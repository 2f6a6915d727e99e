// Route Matrix (SPEC §2): distance and time between every pair of the current route's stops.
import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/PageTitle.tsx';
import { MatrixIntro } from './MatrixIntro.tsx';
import { useCurrentRoute, useStops } from '../../data/hooks.ts';
import { useMapConfig } from '../../map/useMapConfig.ts';
import { MATRIX_PATH } from '../../api/route-matrix.ts';
import { ProviderLine } from '../planner/ProviderLine.tsx';
import { TechnicalDetails } from '../planner/TechnicalDetails.tsx';
import { MatrixGrid } from './MatrixGrid.tsx';
import { matrixRequest, useRouteMatrix } from './useRouteMatrix.ts';

export default function MatrixPage() {
  const stops = useStops();
  const { config } = useMapConfig();
  const vehicle = useCurrentRoute()?.vehicle ?? 'car';
  const { matrix, error } = useRouteMatrix(stops, vehicle);

  return (
    <Box>
      <PageTitle title="Route Matrix" />
      <Stack gap="4">
        <MatrixIntro />
        <ProviderLine config={config} />
        {stops === undefined ? (
          <Text color="fg.muted">Loading stops...</Text>
        ) : stops.length === 0 ? (
          <Text color="fg.muted">No stops added yet. Add stops in the Route Planner to see the matrix.</Text>
        ) : stops.length === 1 ? (
          <Text color="fg.muted">Add at least one more stop in the Route Planner to see the matrix.</Text>
        ) : (
          <>
            {error ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            ) : (
              <MatrixGrid stops={stops} matrix={matrix} />
            )}
            <TechnicalDetails method="POST" path={MATRIX_PATH} body={matrixRequest(stops, vehicle)} config={config} />
          </>
        )}
      </Stack>
    </Box>
  );
}
