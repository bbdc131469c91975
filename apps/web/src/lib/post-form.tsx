import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import type { Endpoint } from '@shop/contracts/browser/endpoint.ts';
import { buildUrl } from '@shop/contracts/browser/route.ts';
import type { HttpMethod, RouteDef } from '@shop/contracts/browser/route.ts';

/**
 * The field that names the route's own method when a form, which can only post, stands for a
 * PATCH or DELETE call (the BFF's form handling, apps/bff/src/http/forms.ts).
 */
const METHOD_FIELD = '_method';
/** The page the BFF sends the browser back to once the form's action is done. */
const BACK_FIELD = 'back';

type Fields = Record<string, string | number | null | undefined>;

type PostFormProps<R extends RouteDef> = {
  endpoint: Endpoint<R>;
  params?: Record<string, string | number>;
  /** The route's input by its field names; null and undefined are left out. */
  fields?: Fields;
  id?: string;
  className?: string;
  hidden?: boolean;
  children?: ReactNode;
};

/**
 * A submit button's click, once the app runs: the app's action instead of the post. On the click,
 * not the form's submit event: React replays a click that came while it was hydrating the page,
 * and a replayed click sends no form.
 */
export const submitBy = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault();
  action();
};

/**
 * A contract route's call as a plain HTML form, urlencoded to the BFF and answered with a redirect
 * back to this page: what a control does before the app has started, or where it never starts.
 * Once the app runs, the submit is the app's and nothing is posted.
 */
export function PostForm<R extends RouteDef>({ endpoint, params, fields = {}, id, className, hidden, children }: PostFormProps<R>) {
  const inRouter = useInRouterContext();
  const method: HttpMethod = endpoint.method;
  const hiddenFields: Fields = { ...fields, ...(method === 'POST' ? {} : { [METHOD_FIELD]: method }) };
  // Once the app runs nothing is posted: its buttons and fields act themselves (submitBy).
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form method="post" action={buildUrl(endpoint.path, params)} id={id} className={className} hidden={hidden} onSubmit={submit}>
      {Object.entries(hiddenFields).map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
      {inRouter ? <BackField /> : null}
      {children}
    </form>
  );
}

/** This page, where the BFF sends the browser back to (without it, the Referer's page). */
function BackField() {
  const location = useLocation();
  return <input type="hidden" name={BACK_FIELD} value={location.pathname + location.search} />;
}
