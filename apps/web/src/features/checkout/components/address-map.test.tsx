import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pickupPointsFixture } from '@shop/mocks/fixtures/places.ts';
import { AddressMap } from './address-map.tsx';

const moscow = pickupPointsFixture.filter((point) => point.cityId === 1);

// jsdom lays nothing out; Leaflet and the clusters place markers only on a map of some size.
const sizes = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  for (const size of sizes)
    Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => (size === 'clientWidth' ? 1100 : 620) });
});
afterAll(() => {
  for (const size of sizes) Reflect.deleteProperty(HTMLElement.prototype, size);
});

describe('the address map', () => {
  it('shows a marker for every pickup point and delivery address; a point marker chooses the point', async () => {
    const onPoint = vi.fn();
    const onDelivery = vi.fn();
    render(
      <AddressMap
        city={{ lat: 55.7558, lng: 37.6173 }}
        points={moscow}
        deliveries={[{ key: 'saved-1', lat: 55.76, lng: 37.62, text: 'г. Москва, ул. Мира, д. 3', onChoose: onDelivery }]}
        selectedPointId={null}
        selectedDelivery={null}
        onPoint={onPoint}
      />,
    );
    const marker = await screen.findByRole('button', { name: `Пункт выдачи: ${moscow[0]?.text}` });
    expect(screen.getByRole('button', { name: 'Доставка: г. Москва, ул. Мира, д. 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Пункт выдачи: / })).toHaveLength(moscow.length);
    // A plain click: Leaflet reads two quick user clicks as a double click, which jsdom cannot place.
    fireEvent.click(marker);
    await waitFor(() => expect(onPoint).toHaveBeenCalledWith(moscow[0]));
    fireEvent.click(screen.getByRole('button', { name: 'Доставка: г. Москва, ул. Мира, д. 3' }));
    await waitFor(() => expect(onDelivery).toHaveBeenCalled());
  });

  it('gathers points close together into one cluster with their count', async () => {
    const template = moscow[0];
    if (!template) throw new Error('no Moscow point in the fixtures');
    const crowd = Array.from({ length: 300 }, (_, index) => ({
      ...template,
      id: 1000 + index,
      lat: 55.75 + (index % 10) * 0.0001,
      lng: 37.61 + index * 0.00001,
    }));
    const { container } = render(
      <AddressMap
        city={{ lat: 55.75, lng: 37.61 }}
        points={crowd}
        deliveries={[]}
        selectedPointId={null}
        selectedDelivery={null}
        onPoint={vi.fn()}
      />,
    );
    await waitFor(() => expect(container.querySelector('.cluster')).toHaveTextContent('300'));
    expect(screen.queryAllByRole('button', { name: /^Пункт выдачи: / })).toHaveLength(0);
  });

  it('loads no tiles for a shopper saving data until they ask for the map; the markers are there at once', async () => {
    const { container } = render(
      <AddressMap
        city={{ lat: 55.7558, lng: 37.6173 }}
        points={moscow}
        deliveries={[]}
        selectedPointId={null}
        selectedDelivery={null}
        onPoint={vi.fn()}
        tilesOnRequest
      />,
    );
    await screen.findByRole('button', { name: `Пункт выдачи: ${moscow[0]?.text}` });
    expect(container.querySelectorAll('img.leaflet-tile')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Показать карту' }));
    await waitFor(() => expect(container.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Показать карту' })).toBeNull();
  });
});
