// What a page shows while its code loads: its title and introduction, which are in the first load, and a spinner
// below them for the rest. A phone on a slow network reads what the page is for at once, not a blank page, and
// when the page arrives its title and introduction are where they were.
import { Spinner } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { BulkGeocoderIntro } from '../pages/bulk-geocoder/BulkGeocoderIntro.tsx';
import { GeocodingIntro } from '../pages/geocoding/GeocodingIntro.tsx';
import { MatrixIntro } from '../pages/matrix/MatrixIntro.tsx';
import { PlannerIntro } from '../pages/planner/PlannerIntro.tsx';
import { TrafficIntro } from '../pages/traffic/TrafficIntro.tsx';
import { PageTitle } from './PageTitle.tsx';
import './shell.css';

const FRAMES: Readonly<Record<string, { title: string; Intro: ComponentType }>> = {
  '/planner': { title: 'Route Planner Demo', Intro: PlannerIntro },
  '/matrix': { title: 'Route Matrix', Intro: MatrixIntro },
  '/geocoding': { title: 'Geocoding', Intro: GeocodingIntro },
  '/bulk-geocoder': { title: 'Bulk Geocoder', Intro: BulkGeocoderIntro },
  '/traffic': { title: 'Traffic Incidents', Intro: TrafficIntro },
};

export function PageFrame() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const frame = FRAMES[pathname];
  if (!frame) return <Spinner aria-label="Loading page" />;
  return (
    <div>
      <PageTitle title={frame.title} />
      <div className="page-frame-intro">
        <frame.Intro />
      </div>
      <Spinner aria-label="Loading page" mt="6" />
    </div>
  );
}
