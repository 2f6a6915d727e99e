// Each route's last optimize (issue 29): stored with the route, so its arrivals, totals and warnings survive a
// reload; the planner shows it only while its key still matches what is on screen.
import { db } from './db.ts';
import type { RoutePlan } from './db.ts';

export function readPlan(routeId: number): Promise<RoutePlan | null> {
  return db.plans.get(routeId).then((plan) => plan ?? null);
}

/** Replaces the route's plan (a route has one: the last optimize). */
export async function savePlan(plan: RoutePlan): Promise<RoutePlan> {
  await db.plans.put(plan);
  return plan;
}

export function deletePlan(routeId: number): Promise<void> {
  return db.plans.delete(routeId);
}
