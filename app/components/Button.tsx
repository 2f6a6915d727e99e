// The app's buttons: a native <button> styled by button.css, which draws Chakra's button recipe (its variants, sizes
// and colour palettes, from the theme's tokens) as plain rules. Chakra's Button resolved its recipe and serialized
// its styles on every render; with ~40 buttons on a planner that was the page's costliest component (issue 33).
// It takes the props the app passes to Chakra's (variant, size, colorPalette, loading, loadingText), and any
// button attribute, so a Chakra trigger's `asChild` can lend it its own.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './button.css';

export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'subtle' | 'plain';
type Size = '2xs' | 'xs' | 'sm' | 'md' | 'lg';
/** One size, or Chakra's responsive pair the app uses: md on phones, sm from the md breakpoint up. */
export type ButtonSize = Size | { base: 'md'; md: 'sm' };
export type ButtonPalette = 'gray' | 'red' | 'blue';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  colorPalette?: ButtonPalette;
  /** Shows a spinner (over the hidden label, or before `loadingText`) and disables the button. */
  loading?: boolean;
  loadingText?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The class and data attributes that give an element the button look (a link styled as a button uses them too). */
export function buttonLook({ variant = 'solid', size = 'md', colorPalette }: Pick<ButtonProps, 'variant' | 'size' | 'colorPalette'>) {
  return {
    'data-variant': variant,
    'data-size': typeof size === 'string' ? size : 'md-sm',
    'data-palette': colorPalette,
  };
}

export function Button({ variant, size, colorPalette, loading = false, loadingText, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      {...buttonLook({ variant, size, colorPalette })}
      className={className ? `button ${className}` : 'button'}
      data-loading={loading ? '' : undefined}
      disabled={loading || disabled}
    >
      {loading ? <Loading text={loadingText}>{children}</Loading> : children}
    </button>
  );
}

/** A button whose content is one icon: square, as wide as it is high. */
export function IconButton({ className, ...props }: ButtonProps) {
  return <Button className={className ? `icon-button ${className}` : 'icon-button'} {...props} />;
}

/** A ghost icon button with Chakra's close mark: dialogs, drawers, notes and popups. */
export function CloseButton(props: ButtonProps) {
  return (
    <IconButton variant="ghost" aria-label="Close" {...props}>
      {props.children ?? (
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden>
          <path fillRule="evenodd" clipRule="evenodd" d={CLOSE_MARK} />
        </svg>
      )}
    </IconButton>
  );
}

// Chakra's CloseIcon.
const CLOSE_MARK =
  'M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z';

function Loading({ text, children }: { text: ReactNode; children: ReactNode }) {
  if (text) {
    return (
      <>
        <span className="button-spinner" />
        {text}
      </>
    );
  }
  return (
    <>
      <span className="button-spinner-centre">
        <span className="button-spinner" />
      </span>
      <span className="button-hidden-label">{children}</span>
    </>
  );
}
