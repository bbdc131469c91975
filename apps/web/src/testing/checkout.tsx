import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { SaveAddressInput } from '@shop/contracts/account.ts';
import { server } from '@shop/mocks/node.ts';
import { resetCheckoutState, saveAddress } from '@shop/mocks/checkout-state.ts';
import { renderApp } from './render.tsx';

/** A request the page made, with its body read. */
export type SeenRequest = { method: string; path: string; headers: Headers; body: unknown };

/** Records the requests of a test (MSW's own events), so a test can count and read them. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  });
  return seen;
}

/** Fresh mock shop: the cart of the fixtures, no saved addresses, an empty checkout draft. */
export function resetCheckoutMocks(): void {
  resetCheckoutState();
}

const address = (input: Partial<SaveAddressInput>): SaveAddressInput => ({
  address: '',
  cityId: 1,
  deliveryType: 0,
  deliveryToDoor: false,
  deliveryToDoorElevator: false,
  deliveryToDoorFloor: 1,
  showDeliveryToDoor: false,
  ...input,
});

/** Saved addresses of the mock shopper: a courier address in Moscow and a pickup point. */
export function saveMockAddresses(): { courier: number; pickup: number } {
  const courier = saveAddress(address({ address: 'г. Москва, ул. Мира, д. 3', showDeliveryToDoor: true }));
  const pickup = saveAddress(address({ deliveryType: 3, pointId: 2 }));
  if (!courier.ok || !pickup.ok) throw new Error('the mock shop refused an address');
  return { courier: courier.value.id, pickup: pickup.value.id };
}

/** The cart page with checkout opened from it; resolves with the checkout dialog once its form is there. */
export async function openCheckout(siteVersion: SiteVersion = 'desktop') {
  const app = renderApp('/cart/', { siteVersion });
  await screen.findByRole('heading', { name: 'Корзина', level: 1 });
  const [open] = screen.getAllByRole('link', { name: /^Оформить заказ/ });
  if (!open) throw new Error('no checkout button on the cart page');
  await userEvent.click(open);
  const title = siteVersion === 'mobile' ? 'Контакты' : 'Оформление заказа';
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByLabelText('Телефон');
  return { ...app, dialog };
}
