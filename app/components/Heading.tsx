// The app's headings: a plain h1-h3 styled by heading.css, which draws Chakra's heading recipe (its font and text
// sizes, from the theme's tokens) as plain rules. Chakra's Heading resolved its recipe and serialized its styles on
// every render, about 30 as a shared route opened (issue 33).
import type { HTMLAttributes, Ref } from 'react';
import './heading.css';

/** One size, or the page title's responsive pair: 2xl on phones, 3xl from the md breakpoint up. */
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl' | { base: '2xl'; md: '3xl' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The element: a heading level, or a paragraph that looks like one (the printed route's title). */
  as?: 'h1' | 'h2' | 'h3' | 'p';
  size?: HeadingSize;
  ref?: Ref<HTMLHeadingElement>;
}

export function Heading({ as: Tag = 'h2', size = 'xl', className, ...rest }: HeadingProps) {
  return <Tag {...rest} className={className ? `heading ${className}` : 'heading'} data-size={typeof size === 'string' ? size : '2xl-3xl'} />;
}
