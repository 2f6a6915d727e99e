// What drives the route: a car, a van or a truck. Directions, the matrix and Optimize keep a van or truck off
// roads too low, narrow or weak for it, or closed to it (docs/car-profile.md); changing it recomputes the route.
import { Field } from '@chakra-ui/react';
import './planner-page.css';
import { PlainSelect } from '../../components/PlainSelect.tsx';
import { VEHICLE_TYPES, type Vehicle } from '../../../service/contract/limits.ts';
import { memo } from 'react';

const LABEL: Record<Vehicle, string> = { car: 'Car', van: 'Van', truck: 'Truck' };

interface Props {
  vehicle: Vehicle;
  onChange: (vehicle: Vehicle) => void;
  /** While the route loads. */
  disabled?: boolean;
}

const isVehicle = (value: string): value is Vehicle => (VEHICLE_TYPES as readonly string[]).includes(value);

export const VehicleField = memo(function VehicleField({ vehicle, onChange, disabled = false }: Props) {
  return (
    <Field.Root disabled={disabled}>
      <div className="route-setting">
        <Field.Label mb="0">Vehicle</Field.Label>
        <PlainSelect
          size="responsive"
          value={vehicle}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isVehicle(value)) onChange(value);
          }}
        >
          {VEHICLE_TYPES.map((v) => (
            <option key={v} value={v}>
              {LABEL[v]}
            </option>
          ))}
        </PlainSelect>
      </div>
    </Field.Root>
  );
});
