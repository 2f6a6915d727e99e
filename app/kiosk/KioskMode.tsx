// Kiosk mode for trade-show booths, mounted once by the shell: a larger touch layout, no links out of the app,
// an idle reset to the overview and the prepared demo, optional attract mode, and the staff's settings panel.
import { Suspense, lazy, useEffect, useRef } from 'react';
import { afterDatabase } from '../data/ready.ts';
import { router } from '../router.tsx';
import { ATTRACT_STEP_MS, nextAttractPath } from './attract.ts';
import { watchExternalLinks } from './external-links.ts';
import { createIdleTimer } from './idle-timer.ts';
import { getKioskState, kioskFromSearch, setKioskOn, useKioskState, withoutKioskParam } from './kiosk-store.ts';
import { createTapCounter } from './tap-gesture.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

// The staff's panel and the demo restore (with the data layer) load only on a kiosk, never for a visitor's phone.
const loadPanel = () => afterDatabase(() => import('./KioskSettingsPanel.tsx'));
const KioskSettingsPanel = lazy(async () => ({ default: (await loadPanel()).KioskSettingsPanel }));

/** Applies ?kiosk=1 / ?kiosk=0 and removes it from the address; call before the router renders. */
export function applyKioskParam(): void {
  const { pathname, search } = window.location;
  const wanted = kioskFromSearch(search);
  if (wanted === null) return;
  setKioskOn(wanted === 'on');
  router.history.replace(withoutKioskParam(pathname, search));
}

function useKioskRoot(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const html = document.documentElement;
    html.setAttribute('data-kiosk', '');
    const stopLinks = watchExternalLinks(document.body, window.location.origin);
    return () => {
      html.removeAttribute('data-kiosk');
      stopLinks();
    };
  }, [on]);
}

// The hidden way out: five taps on the footer's copyright line within three seconds.
function useExitGesture(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const tap = createTapCounter(5, 3000);
    const onClick = (event: MouseEvent): void => {
      const target = event.target as Element | null;
      const line = target?.closest('footer p, footer span');
      if (line?.textContent?.trim().startsWith('©') && tap()) setKioskOn(false);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [on]);
}

function useIdleReset(on: boolean, idleSeconds: number): void {
  const timer = useRef<ReturnType<typeof createIdleTimer> | null>(null);

  useEffect(() => {
    if (!on) return;
    let attract: ReturnType<typeof setInterval> | null = null;
    const stopAttract = (): void => {
      if (attract !== null) clearInterval(attract);
      attract = null;
    };
    const idle = createIdleTimer(getKioskState().settings.idleSeconds * 1000, () => {
      void (async () => {
        await router.navigate({ to: '/' });
        await (await loadPanel()).restoreNow();
        if (getKioskState().settings.attract) {
          attract = setInterval(() => void router.navigate({ to: nextAttractPath(router.state.location.pathname) }), ATTRACT_STEP_MS);
        }
      })();
    });
    timer.current = idle;
    const onActivity = (event: Event): void => {
      // Attract mode's own navigation is not a visitor; any real touch ends it.
      if (!event.isTrusted) return;
      stopAttract();
      idle.activity();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      idle.stop();
      stopAttract();
      timer.current = null;
    };
  }, [on]);

  useEffect(() => {
    timer.current?.setTimeoutMs(idleSeconds * 1000);
  }, [idleSeconds]);
}

// Browsers allow full screen only from a visitor's gesture: the first touch at the booth asks for it.
function useFullScreenOnFirstTouch(on: boolean): void {
  useEffect(() => {
    if (!on || !document.fullscreenEnabled) return;
    const onTouch = (): void => {
      if (!document.fullscreenElement) document.documentElement.requestFullscreen().catch(() => undefined);
    };
    window.addEventListener('pointerdown', onTouch, { once: true });
    return () => window.removeEventListener('pointerdown', onTouch);
  }, [on]);
}

export function KioskMode() {
  const { on, settings } = useKioskState();
  useKioskRoot(on);
  useExitGesture(on);
  useIdleReset(on, settings.idleSeconds);
  useFullScreenOnFirstTouch(on);
  return on ? (
    <Suspense fallback={null}>
      <KioskSettingsPanel />
    </Suspense>
  ) : null;
}
