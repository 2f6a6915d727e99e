// Footer on every page (SPEC §1): copyright line and the privacy and terms pages; in kiosk mode, the staff's gear.
import type { CSSProperties } from 'react';
import { Link } from '@tanstack/react-router';
import { KioskGear } from '../kiosk/KioskGear.tsx';
import './shell.css';

// Tall enough to tap on a phone (40 px), without changing how the line looks.
const LINK_STYLE: CSSProperties = { display: 'inline-flex', alignItems: 'center', minHeight: 40 };

export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-footer-bar">
        <div className="app-footer-line">
          <p>© {new Date().getFullYear()} Maps Platform Demos. All rights reserved.</p>
          <KioskGear />
        </div>
        <div className="app-footer-links">
          <Link to="/privacy" style={LINK_STYLE}>
            Privacy Policy
          </Link>
          <Link to="/terms" style={LINK_STYLE}>
            Terms of Use
          </Link>
        </div>
      </div>
    </footer>
  );
}
