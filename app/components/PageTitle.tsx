// The page's one h1, and the document title that goes with it.
import { Heading } from '@chakra-ui/react';
import { useEffect } from 'react';

export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · Maps Platform Demos`;
  }, [title]);
  return (
    <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">
      {title}
    </Heading>
  );
}
