import { useLocation } from 'react-router';
import type { ConfirmationPage } from '@shop/contracts/ordering.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { ErrorPage } from '@/components/error-page.tsx';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { usePage } from '@/entities/page/api/get-page.ts';
import { ConfirmationScreen } from '@/screens/confirmation/confirmation-screen.tsx';

/** The BFF has checked the page data; these are the fields the screen reads of route 'confirmation'. */
function confirmationOf(page: PageData): ConfirmationPage | null {
  const { title, upperMsg, message } = page.sections;
  if (page.route !== 'confirmation' || typeof title !== 'string' || typeof upperMsg !== 'string' || typeof message !== 'string') return null;
  return { title, upperMsg, message };
}

/** /confirmation/ and /confirmation/{orderCode}/: the page data of route 'confirmation'. */
export function Component() {
  const { pathname } = useLocation();
  const page = usePage(pathname);
  if (page.isPending) return <PageSkeleton />;
  const confirmation = page.isError ? null : confirmationOf(page.data);
  return confirmation ? <ConfirmationScreen confirmation={confirmation} /> : <ErrorPage />;
}
