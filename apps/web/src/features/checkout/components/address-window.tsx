import { Suspense, lazy, useReducer, useState } from 'react';
import type { Address, User } from '@shop/contracts/account.ts';
import type { City, PickupPoint } from '@shop/contracts/places.ts';
import { MAP_DEFAULTS } from '@shop/contracts/rules/checkout-fields.ts';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSaveData } from '@/lib/ui-slice.ts';
import { useSaveAddress } from '@/features/checkout/api/addresses.ts';
import { useCityPoints, useSetUserCity } from '@/features/checkout/api/places.ts';
import { addressWindowReducer, isAddressWindowEmpty } from '@/features/checkout/model/address-window-state.ts';
import type { AddressWindowState } from '@/features/checkout/model/address-window-state.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { AddressForm } from './address-form.tsx';
import type { DeliveryMarker } from './address-map.tsx';
import { CitiesList, CitiesModal } from './cities-panel.tsx';
import styles from './windows.module.css';

const AddressMap = lazy(() => loadChunk(() => import('./address-map.tsx')).then((module) => ({ default: module.AddressMap })));

type Props = {
  mobile: boolean;
  initial: AddressWindowState;
  /** The city the window opens in (an edited address's, else the shopper's). */
  cityId: number | null;
  user: User;
  savedAddresses: readonly Address[];
  onSaved: (address: Address) => void;
  onClose: () => void;
};

/** The shopper's city as a city of the list; before the list is known, from the user's city data. */
function cityOf(user: User, cityId: number | null): City {
  const id = cityId ?? user.cityData.cityId;
  const known = user.cities.find((city) => city.id === id) ?? user.cities.find((city) => city.id === user.cityData.cityId);
  if (known) return known;
  const { cityId: ownId, sysCityId, cityName } = user.cityData;
  return { id: ownId, sysCityId, name: cityName, lat: MAP_DEFAULTS.centre.lat, lng: MAP_DEFAULTS.centre.lng, bold: false, icon: true };
}

/**
 * The address and map window (cart-and-ordering.md §2 "Sub-modals", §4 "Address and map window"):
 * the city, Delivery or Pickup, the address with suggestions or the pickup point, door delivery,
 * Save; on desktop beside a map with the points and addresses.
 */
export function AddressWindow({ mobile, initial, cityId, user, savedAddresses, onSaved, onClose }: Props) {
  const [state, send] = useReducer(addressWindowReducer, initial);
  const [city, setCity] = useState(() => cityOf(user, cityId));
  const [citiesOpen, setCitiesOpen] = useState(false);
  const saveData = useAppSelector(selectSaveData);
  const points = useCityPoints(city.id);
  const setUserCity = useSetUserCity();
  const save = useSaveAddress();

  const chooseCity = (chosen: City) => {
    setCitiesOpen(false);
    if (chosen.id === city.id) return;
    // §4: a manual change saves the user's city; the window's city changes only on an OK reply.
    setUserCity.mutate(chosen.id, {
      onSuccess: () => {
        setCity(chosen);
        send({ type: 'cityChanged' });
      },
    });
  };

  const onSave = () => {
    if (isAddressWindowEmpty(state) || save.isPending) return;
    const pickup = state.deliveryType === DeliveryType.pickup;
    save.mutate(
      {
        id: typeof state.id === 'number' ? state.id : undefined,
        address: pickup ? '' : state.address,
        cityId: city.id,
        pointId: pickup ? state.pointId : null,
        deliveryType: state.deliveryType,
        deliveryToDoor: !pickup && state.deliveryToDoor,
        deliveryToDoorElevator: !pickup && state.deliveryToDoor && state.deliveryToDoorElevator,
        deliveryToDoorFloor: state.deliveryToDoorFloor,
        showDeliveryToDoor: !pickup && state.showDeliveryToDoor,
      },
      {
        onSuccess: (reply) => {
          const saved = reply.addresses.find((address) => address.id === reply.id);
          if (saved) onSaved(saved);
        },
      },
    );
  };

  const form = (
    <AddressForm
      state={state}
      send={send}
      city={city}
      points={points.data ?? []}
      pointsLoading={points.isPending}
      saving={save.isPending}
      onCity={() => setCitiesOpen(true)}
      onSave={onSave}
    />
  );

  if (mobile) {
    return (
      <Modal open sheet onClose={onClose} title={t.addressWindow.title}>
        {form}
        {citiesOpen ? <CitiesModal currentId={city.id} onChoose={chooseCity} onClose={() => setCitiesOpen(false)} /> : null}
      </Modal>
    );
  }

  const deliveries = deliveryMarkers(state, savedAddresses, city, send);
  return (
    <Modal open size="wide" onClose={onClose} title={t.addressWindow.title}>
      <div className={styles.mapWindow}>
        <Suspense fallback={<div className={styles.mapLoading} />}>
          <AddressMap
            city={city}
            points={points.data ?? []}
            deliveries={deliveries}
            selectedPointId={state.deliveryType === DeliveryType.pickup ? state.pointId : null}
            selectedDelivery={
              state.deliveryType === DeliveryType.courier && state.lat !== null && state.lng !== null
                ? { lat: state.lat, lng: state.lng }
                : null
            }
            onPoint={(point: PickupPoint) => send({ type: 'pointChosen', point })}
            tilesOnRequest={saveData}
          />
        </Suspense>
        <div className={styles.sidePanel}>
          {citiesOpen ? <CitiesList currentId={city.id} onChoose={chooseCity} onBack={() => setCitiesOpen(false)} /> : form}
        </div>
      </div>
    </Modal>
  );
}

/**
 * The delivery markers: the shopper's saved delivery addresses in this city and the address just
 * chosen. Choosing one (on pickup too) makes the window a delivery to it (§4).
 */
function deliveryMarkers(
  state: AddressWindowState,
  saved: readonly Address[],
  city: City,
  send: (action: Parameters<typeof addressWindowReducer>[1]) => void,
): DeliveryMarker[] {
  const markers: DeliveryMarker[] = saved
    .filter((address) => address.deliveryType === DeliveryType.courier && address.cityId === city.id)
    .map((address) => ({
      key: `saved-${address.id}`,
      lat: address.lat,
      lng: address.lng,
      text: address.text,
      onChoose: () => send({ type: 'savedAddressChosen', address }),
    }));
  const { lat, lng } = state;
  if (state.address && lat !== null && lng !== null && !markers.some((marker) => marker.lat === lat && marker.lng === lng)) {
    markers.push({
      key: 'chosen',
      lat,
      lng,
      text: state.address,
      onChoose: () => send({ type: 'kindChosen', kind: DeliveryType.courier }),
    });
  }
  return markers;
}
