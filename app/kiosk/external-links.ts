// No way out of the app at a kiosk: links to other sites lose their href while kiosk mode is on (their text
// stays, so sentences still read), and get it back when it is turned off.

const SAVED_HREF = 'data-kiosk-href';

export function isExternalHref(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return url.origin !== origin;
  } catch {
    return false;
  }
}

function disable(anchor: HTMLAnchorElement, origin: string): void {
  const href = anchor.getAttribute('href');
  if (href === null || !(isExternalHref(href, origin) || anchor.target === '_blank')) return;
  anchor.setAttribute(SAVED_HREF, href);
  anchor.removeAttribute('href');
  anchor.setAttribute('data-kiosk-external', '');
}

/** Disables every external link under `root` now and as the page changes; returns a function that undoes it. */
export function watchExternalLinks(root: HTMLElement, origin: string): () => void {
  const sweep = (): void => root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => disable(a, origin));
  sweep();
  const observer = new MutationObserver(sweep);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['href', 'target'] });
  return () => {
    observer.disconnect();
    root.querySelectorAll<HTMLAnchorElement>(`a[${SAVED_HREF}]`).forEach((a) => {
      a.setAttribute('href', a.getAttribute(SAVED_HREF) ?? '');
      a.removeAttribute(SAVED_HREF);
      a.removeAttribute('data-kiosk-external');
    });
  };
}
