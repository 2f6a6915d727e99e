// The page's one h1, and the document title that goes with it.
import { useEffect } from 'react';
import { Heading } from './Heading.tsx';

export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · Maps Platform Demos`;
  }, [title]);
  return (
    <Heading as="h1" size={{ base: '2xl', md: '3xl' }} style={{ marginBottom: 'var(--chakra-spacing-4)' }}>
      {title}
    </Heading>
  );
}
