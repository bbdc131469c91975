import { useState } from 'react';
import type { Address, CityData } from '@shop/contracts/account.ts';
import type { City } from '@shop/contracts/places.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { useAddressSuggestions, useCityPoints, saveAddress, setUserCity, standardizeAddress } from '@/features/checkout/api/places.ts';
import { clampFloor } from '@/features/checkout/model/checkout-slice.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { CitiesPanel } from './cities-panel.tsx';
import styles from './checkout.module.css';

type DeliveryType = 0 | 3;
export type AddressDraft = {
  id: number | 'new' | null;
  deliveryType: DeliveryType;
  address: string;
  pointId: number | null;
  deliveryToDoor: boolean;
  deliveryToDoorElevator: boolean;
  deliveryToDoorFloor: number;
  showDeliveryToDoor: boolean;
};

export const NEW_ADDRESS: AddressDraft = {
  id: null,
  deliveryType: 0,
  address: '',
  pointId: null,
  deliveryToDoor: false,
  deliveryToDoorElevator: false,
  deliveryToDoorFloor: 1,
  showDeliveryToDoor: false,
};

export const addressDraftOf = (address: Address): AddressDraft => ({
  id: address.id,
  deliveryType: address.deliveryType,
  address: address.address,
  pointId: address.pointId,
  deliveryToDoor: address.deliveryToDoor,
  deliveryToDoorElevator: address.deliveryToDoorElevator,
  deliveryToDoorFloor: address.deliveryToDoorFloor,
  showDeliveryToDoor: address.showDeliveryToDoor,
});

type Props = {
  open: boolean;
  sheet: boolean;
  initial: AddressDraft;
  city: CityData | null;
  onCityChanged: (city: CityData) => void;
  onSaved: (id: number, addresses: Address[]) => void;
  onClose: () => void;
};

/** Delivery or pickup in the shopper's city, without the map (§2 "Address and map window", §4). */
export function AddressWindow({ open, sheet, initial, city, onCityChanged, onSaved, onClose }: Props) {
  const [draft, setDraft] = useState(initial);
  const [typed, setTyped] = useState(initial.address);
  const [citiesOpen, setCitiesOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const suggestions = useAddressSuggestions(typed !== draft.address ? typed : '', city?.sysCityId ?? null);
  const points = useCityPoints(draft.deliveryType === 3 ? (city?.cityId ?? null) : null);
  const change = (patch: Partial<AddressDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const pick = async (value: string) => {
    if (!city) return;
    setTyped(value);
    try {
      const standard = await standardizeAddress(value, city.sysCityId);
      if (standard.phrase) {
        setTyped(standard.phrase);
        change({ id: 'new', address: standard.phrase, showDeliveryToDoor: standard.totals.showDeliveryToDoor });
      } else {
        change({ address: '', showDeliveryToDoor: false });
      }
    } catch {
      change({ address: '' });
    }
  };

  const chooseCity = async (chosen: City) => {
    setCitiesOpen(false);
    try {
      const reply = await setUserCity(chosen.id);
      onCityChanged(reply);
      setTyped('');
      change({ address: '', pointId: null, id: draft.id === null ? null : 'new' });
    } catch {
      // The current city changes only on an OK reply.
    }
  };

  const empty = draft.deliveryType === 0 ? draft.address.trim() === '' : draft.pointId === null;
  const save = async () => {
    if (empty || !city || saving) return;
    setSaving(true);
    try {
      const reply = await saveAddress({
        ...(typeof draft.id === 'number' ? { id: draft.id } : {}),
        address: draft.deliveryType === 0 ? draft.address : '',
        cityId: city.cityId,
        pointId: draft.deliveryType === 3 ? draft.pointId : null,
        deliveryType: draft.deliveryType,
        deliveryToDoor: draft.deliveryToDoor,
        deliveryToDoorElevator: draft.deliveryToDoorElevator,
        deliveryToDoorFloor: draft.deliveryToDoorFloor,
        showDeliveryToDoor: draft.showDeliveryToDoor,
      });
      onSaved(reply.id, reply.addresses);
    } catch {
      // The reply's messages are toasts; the window stays open.
    } finally {
      setSaving(false);
    }
  };

  const w = t.addressWindow;
  return (
    <Modal open={open} sheet={sheet} onClose={onClose} title={w.title}>
      <div className={styles.form}>
        <button type="button" className={styles.select} onClick={() => setCitiesOpen(true)} aria-label={`${w.city}: ${city?.cityName ?? ''}`}>
          {city?.cityName ?? w.city}
        </button>
        <div role="radiogroup" className={styles.switch}>
          {([0, 3] as const).map((type) => (
            <label key={type} className={draft.deliveryType === type ? `${styles.switchItem} ${styles.chosen}` : styles.switchItem}>
              <input type="radio" name="deliveryType" checked={draft.deliveryType === type} onChange={() => change({ deliveryType: type })} />
              {type === 0 ? w.delivery : w.pickup}
            </label>
          ))}
        </div>
        {draft.deliveryType === 0 ? (
          <>
            <label className={styles.field}>
              <span className={styles.label}>{w.address}</span>
              <input className={styles.input} value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
            </label>
            {suggestions.data && suggestions.data.auto.length > 0 ? (
              <ul className={styles.list} aria-label={w.address}>
                {suggestions.data.auto.map((suggestion) => (
                  <li key={suggestion.value}>
                    <button type="button" className={styles.listItem} onClick={() => void pick(suggestion.value)}>
                      {suggestion.text}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {draft.showDeliveryToDoor ? (
              <label className={styles.check}>
                <input type="checkbox" checked={draft.deliveryToDoor} onChange={(event) => change({ deliveryToDoor: event.target.checked })} />
                {w.toDoor}
              </label>
            ) : null}
            {draft.showDeliveryToDoor && draft.deliveryToDoor ? (
              <div className={styles.row}>
                <label className={styles.field}>
                  <span className={styles.label}>{w.floor}</span>
                  <input
                    className={styles.input}
                    type="number"
                    min={1}
                    max={300}
                    value={draft.deliveryToDoorFloor}
                    onChange={(event) => change({ deliveryToDoorFloor: clampFloor(Number(event.target.value)) })}
                  />
                </label>
                <label className={styles.check}>
                  <input type="checkbox" checked={draft.deliveryToDoorElevator} onChange={(event) => change({ deliveryToDoorElevator: event.target.checked })} />
                  {w.elevator}
                </label>
              </div>
            ) : null}
          </>
        ) : (
          <ul className={`${styles.list} ${styles.scroll}`} aria-label={w.point}>
            {(points.data?.points ?? []).map((point) => (
              <li key={point.id}>
                <button type="button" className={draft.pointId === point.id ? `${styles.listItem} ${styles.chosen}` : styles.listItem} aria-pressed={draft.pointId === point.id} onClick={() => change({ pointId: point.id, id: draft.id ?? 'new' })}>
                  {point.text} <span className={styles.hint}>{point.label}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Button block onClick={() => void save()} disabled={saving}>
          {w.save}
        </Button>
      </div>
      <CitiesPanel open={citiesOpen} sheet={sheet} onChoose={(chosen) => void chooseCity(chosen)} onClose={() => setCitiesOpen(false)} />
    </Modal>
  );
}
