// The planner's head under its title (SPEC §2): what the demo is, who answers, and the route's settings: return to
// the first stop, departure and vehicle. Memoized: the page renders on every answer and live read after a tap, and
// none of those change this part (its layout and fields, rendered again each time).
import './planner-page.css';
import { memo } from 'react';
import { PlainCheckbox } from '../../components/PlainCheckbox.tsx';
import type { MapConfigResponse, Vehicle } from '../../../service/contract/index.ts';
import { DepartureField } from './DepartureField.tsx';
import { PlannerIntro } from './PlannerIntro.tsx';
import { ProviderLine } from './ProviderLine.tsx';
import { VehicleField } from './VehicleField.tsx';

interface Props {
  config: MapConfigResponse | null;
  returnToStart: boolean;
  onReturnToStartChange: (on: boolean) => void;
  departAt: string | null;
  vehicle: Vehicle;
  /** While the route loads the fields hold their places, disabled. */
  routeLoaded: boolean;
  onDepartureChange: (departAt: string | null) => void;
  onVehicleChange: (vehicle: Vehicle) => void;
}

/** A 40 px row, for a finger. */
const TALL = { minHeight: 'var(--chakra-sizes-10)' };

export const RouteSettings = memo(function RouteSettings(props: Props) {
  const { config, returnToStart, onReturnToStartChange, departAt, vehicle, routeLoaded, onDepartureChange, onVehicleChange } = props;
  return (
    <div className="route-settings" data-print="hide">
      <PlannerIntro />
      <ProviderLine config={config} />
      <PlainCheckbox checked={returnToStart} onCheckedChange={onReturnToStartChange} style={TALL}>
        Always return to first stop
      </PlainCheckbox>
      <DepartureField departAt={departAt} disabled={!routeLoaded} onChange={onDepartureChange} />
      <VehicleField vehicle={vehicle} disabled={!routeLoaded} onChange={onVehicleChange} />
    </div>
  );
});
